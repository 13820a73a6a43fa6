// A part of an account's detail: its rows, or the line that says there are none.
import { renderToStaticMarkup } from "react-dom/server";
import { CreditCard } from "lucide-react";
import { describe, expect, it } from "vitest";
import { DetailListSection } from "./detail-section";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("DetailListSection", () => {
  it("lists each row: what, a quiet line, and its state", () => {
    const html = renderToStaticMarkup(
      <DetailListSection
        id="payments-heading"
        icon={CreditCard}
        title="Payments"
        empty="No top-up orders."
        rows={[
          {
            key: "p1",
            title: "₹100 for 100 coins",
            line: "pay_1 · today",
            side: "Paid",
            breakLine: true,
          },
        ]}
      />,
    );
    expect(html).toContain('aria-labelledby="payments-heading"');
    expect(html).toContain('class="break-all text-muted-foreground"');
    expect(text(html)).toBe("Payments ₹100 for 100 coins pay_1 · today Paid");
  });

  it("says there are none instead of an empty list", () => {
    const html = renderToStaticMarkup(
      <DetailListSection
        id="payments-heading"
        icon={CreditCard}
        title="Payments"
        empty="No top-up orders."
        rows={[]}
        footer={<p>The newest 50 entries.</p>}
      />,
    );
    expect(html).not.toContain("<ul");
    expect(text(html)).toBe("Payments No top-up orders.");
  });
});
