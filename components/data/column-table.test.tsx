// A list that reads as a table on wide screens: named rows, and column names only for the eye.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markupText } from "@/test/support/markup-text";
import { ColumnRow, ColumnTable } from "./column-table";

const COLUMNS = "lg:grid-cols-[1fr_6rem]";

describe("ColumnTable", () => {
  it("is a named list whose column names are hidden from screen readers", () => {
    const html = renderToStaticMarkup(
      <ColumnTable
        label="Top-up orders"
        columns={COLUMNS}
        headers={[{ label: "Payer" }, { label: "Refund", end: true }]}
      >
        <ColumnRow focused={false} columns={COLUMNS} areas="[grid-template-areas:'a_b']">
          Ada
        </ColumnRow>
      </ColumnTable>,
    );
    expect(html).toMatch(
      /<div aria-hidden="true" class="[^"]*lg:grid-cols-\[1fr_6rem\]"><span>Payer<\/span><span class="text-right">Refund<\/span><\/div>/,
    );
    expect(html).toMatch(
      /<ul aria-label="Top-up orders"[^>]*><li tabindex="-1"[^>]*>Ada<\/li><\/ul>/,
    );
    expect(markupText(html)).toBe("Payer Refund Ada");
  });

  it("gives a row the table's columns, its card's areas and its own attributes", () => {
    const html = renderToStaticMarkup(
      <ColumnRow
        focused={false}
        columns={COLUMNS}
        areas="[grid-template-areas:'a_b']"
        data-testid="payment-order"
      >
        Ada
      </ColumnRow>,
    );
    expect(html).toContain('data-testid="payment-order"');
    expect(html).toMatch(/class="grid [^"]*&#x27;a_b&#x27;\] lg:grid-cols-\[1fr_6rem\]"/);
  });
});
