// One stat card on both dashboards: a term and its details in the figures' list.
import { renderToStaticMarkup } from "react-dom/server";
import { Coins } from "lucide-react";
import { describe, expect, it } from "vitest";
import { markupText } from "@/test/support/markup-text";
import { StatCard, StatDetail, StatGrid } from "./stat-card";

describe("StatCard", () => {
  it("is a term with its value and details, the icon hidden from screen readers", () => {
    const html = renderToStaticMarkup(
      <dl>
        <StatCard
          testId="figure-coins"
          title="Coins in Circulation"
          icon={Coins}
          value={12500}
          coins
        >
          <StatDetail testId="figure-basis">Held in wallets</StatDetail>
        </StatCard>
      </dl>,
    );
    expect(html).toContain('data-testid="figure-coins"');
    expect(html).toMatch(/<dt[^>]*>Coins in Circulation<svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<dd data-testid="figure-value"[^>]*>.*12,500.*coins.*<\/dd>/);
    expect(html).toMatch(/<dd data-testid="figure-basis"[^>]*>Held in wallets<\/dd>/);
  });

  it("leaves the unit out of a count", () => {
    const html = renderToStaticMarkup(
      <dl>
        <StatCard testId="figure-users" title="Total Users" icon={Coins} value={3} />
      </dl>,
    );
    expect(
      html
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe("Total Users 3");
  });

  it("stands alone as its own list, a group named by its title", () => {
    const html = renderToStaticMarkup(
      <StatCard title="Available to convert" icon={Coins} value={1} coins standalone>
        <StatDetail>Earned from completed bookings</StatDetail>
      </StatCard>,
    );
    expect(html).toMatch(/^<div role="group" aria-label="Available to convert"[^>]*><dl[^>]*><dt/);
    expect(markupText(html)).toBe("Available to convert 1 coin Earned from completed bookings");
  });
});

describe("StatGrid", () => {
  it("is a section named by a heading only screen readers hear, its cards one list", () => {
    const html = renderToStaticMarkup(
      <StatGrid id="figures-title" title="Your figures" className="grid-cols-2">
        <StatCard title="Total Users" icon={Coins} value={3} />
      </StatGrid>,
    );
    expect(html).toMatch(
      /^<section aria-labelledby="figures-title"[^>]*><h2 id="figures-title" class="sr-only">Your figures<\/h2><dl class="grid gap-3 sm:gap-4 grid-cols-2"><div/,
    );
    expect(markupText(html)).toBe("Your figures Total Users 3");
  });
});
