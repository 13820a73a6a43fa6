// How the registry declares a CSV export's answer: text/csv, its columns named in the
// description, and an example of the header and one row, written as the export writes them.
import { toCsv, type CsvValue } from "@/lib/csv";

export function csvExport(
  what: string,
  columns: readonly string[],
  exampleRow: readonly CsvValue[],
): { mediaType: string; description: string; example: string } {
  return {
    mediaType: "text/csv",
    description: `${what} A header row, then these columns: ${columns.join(", ")}. Times in UTC (ISO 8601); an empty field is a value the row does not have.`,
    example: toCsv(columns, [exampleRow]),
  };
}
