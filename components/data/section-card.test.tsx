// A dashboard's or a detail page's card: a region named by its heading, and its empty state.
import { renderToStaticMarkup } from "react-dom/server";
import { Plus, Wallet } from "lucide-react";
import { describe, expect, it } from "vitest";
import { markupText } from "@/test/support/markup-text";
import { CardEmpty, SectionCard } from "./section-card";

describe("SectionCard", () => {
  it("is a region named by its h2, with its description, action and content", () => {
    const html = renderToStaticMarkup(
      <SectionCard
        id="wallet-heading"
        icon={Wallet}
        title="Wallet"
        description="Coins in and out."
        action={<button type="button">Refresh</button>}
      >
        <p>Rows</p>
      </SectionCard>,
    );
    expect(html).toMatch(/role="region" aria-labelledby="wallet-heading"/);
    expect(html).toMatch(/<h2 id="wallet-heading"[^>]*><svg[^>]*aria-hidden="true"/);
    expect(markupText(html)).toBe("Wallet Coins in and out. Refresh Rows");
  });

  it("is a plain card, not a landmark, without an id", () => {
    const html = renderToStaticMarkup(
      <SectionCard icon={Wallet} title="Your Account">
        <p>Details</p>
      </SectionCard>,
    );
    expect(html).not.toContain('role="region"');
    expect(html).not.toContain("aria-labelledby");
    expect(markupText(html)).toBe("Your Account Details");
  });
});

describe("CardEmpty", () => {
  it("says why the card is empty under an h3, and links to what to do next", () => {
    const html = renderToStaticMarkup(
      <CardEmpty
        title="No transactions yet"
        description="Coins you buy and spend will show up here."
        link={{ href: "/wallet/add", icon: Plus, label: "Add Coins" }}
      />,
    );
    expect(html).toContain('data-slot="empty-state"');
    expect(html).toMatch(/<h3[^>]*>No transactions yet<\/h3>/);
    expect(html).toMatch(/<a[^>]*href="\/wallet\/add"/);
    expect(markupText(html)).toBe(
      "No transactions yet Coins you buy and spend will show up here. Add Coins",
    );
  });

  it("has no link when there is nothing to do", () => {
    const html = renderToStaticMarkup(<CardEmpty title="No refunds yet" description="None." />);
    expect(html).not.toContain("<a");
    expect(html).toContain("py-6 sm:py-8");
  });
});
