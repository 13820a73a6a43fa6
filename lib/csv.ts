// CSV for the admin's exports (RFC 4180): every field quoted when it must be, and a field that a
// spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) prefixed with an
// apostrophe, so an organization's name cannot become a formula on the admin's machine.
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the rows, CRLF-terminated as RFC 4180 asks. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvField).join(",")];
  for (const row of rows) lines.push(row.map(csvField).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** The answer of an export route: a download named `<name>-<date>.csv`. */
export function csvResponse(name: string, csv: string, now = new Date()): Response {
  const filename = `${name}-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
