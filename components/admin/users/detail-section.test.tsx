// A part of an account's detail: its rows, or the line that says there are none.
import { renderToStaticMarkup } from "react-dom/server";
import { CreditCard } from "lucide-react";
import { describe, expect, it } from "vitest";
import { markupText } from "@/test/support/markup-text";
import { DetailListSection, type DetailRowParts } from "./detail-section";

const payments = (rows: DetailRowParts[]) =>
  renderToStaticMarkup(
    <DetailListSection
      id="payments-heading"
      icon={CreditCard}
      title="Payments"
      empty="No top-up orders."
      rows={rows}
      footer={<p>The newest 50 entries.</p>}
    />,
  );

describe("DetailListSection", () => {
  it("lists each row: what, a quiet line, and its state", () => {
    const html = payments([
      {
        key: "p1",
        title: "₹100 for 100 coins",
        line: "pay_1 · today",
        side: "Paid",
        breakLine: true,
      },
    ]);
    expect(html).toContain('aria-labelledby="payments-heading"');
    expect(html).toContain('class="break-all text-muted-foreground"');
    expect(markupText(html)).toBe(
      "Payments ₹100 for 100 coins pay_1 · today Paid The newest 50 entries.",
    );
  });

  it("says there are none instead of an empty list", () => {
    const html = payments([]);
    expect(html).not.toContain("<ul");
    expect(markupText(html)).toBe("Payments No top-up orders.");
  });
});
