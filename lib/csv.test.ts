import { describe, expect, it } from "vitest";
import { csvField, csvResponse, toCsv } from "./csv";

describe("CSV exports", () => {
  it("quotes commas, quotes and line breaks, and doubles inner quotes", () => {
    expect(csvField('BrightPath, "Digital"')).toBe('"BrightPath, ""Digital"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("plain")).toBe("plain");
  });

  it("keeps a spreadsheet from running a name as a formula", () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    // Numbers are data, not text a person typed: a negative amount stays a number.
    expect(csvField(-5)).toBe("-5");
  });

  it("writes empty fields for missing values and ISO times for dates", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(new Date("2026-11-23T10:00:00Z"))).toBe("2026-11-23T10:00:00.000Z");
  });

  it("ends every row with CRLF and names the download by date", async () => {
    expect(toCsv(["a", "b"], [[1, "x"]])).toBe("a,b\r\n1,x\r\n");
    const response = csvResponse("conversions", "a\r\n", new Date("2026-11-23T10:00:00Z"));
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="conversions-2026-11-23.csv"',
    );
    expect(await response.text()).toBe("a\r\n");
  });
});
