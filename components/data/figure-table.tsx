import type { ReactNode } from "react";
import { formatCount } from "@/lib/format/coins";
import { cn } from "@/lib/utils";

interface FigureColumn {
  label: string;
  /** The column a reader looks at first (net earnings): its cells stand out. */
  strong?: boolean;
}

interface FigureRow {
  key: string;
  /** The row's name: a day or a month, in words. */
  label: ReactNode;
  /** One count a column, in the columns' order. */
  values: number[];
}

interface FigureTableProps {
  /** The scrolling region's name: "Earnings by day". */
  label: string;
  testId: string;
  caption: ReactNode;
  /** What the rows are: "Date", "Month". */
  rowsLabel: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  /** The footer's "Total" row, one count a column. */
  totals: number[];
  /** Narrow cells on a phone, where four columns share 330 px. */
  compact?: boolean;
}

/**
 * A chart's figures as a table (the dashboards' "Table" view): rows of counts under a sticky
 * header, and their totals. It scrolls in a box a keyboard can focus, so it can scroll it too.
 */
export function FigureTable({
  label,
  testId,
  caption,
  rowsLabel,
  columns,
  rows,
  totals,
  compact = false,
}: FigureTableProps) {
  const pad = compact ? "px-2 py-2 sm:px-3" : "px-3 py-2";
  const cell = cn(pad, "text-right tabular-nums");
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-md border"
      data-testid={testId}
    >
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left text-xs text-muted-foreground">{caption}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className={cn(pad, "text-left font-medium")}>
              {rowsLabel}
            </th>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn(pad, "text-right font-medium")}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.key}>
              <th
                scope="row"
                className={cn(pad, "text-left font-normal", !compact && "whitespace-nowrap")}
              >
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td
                  key={columns[index]?.label ?? index}
                  className={cn(cell, columns[index]?.strong && "font-medium")}
                >
                  {formatCount(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t font-semibold">
          <tr>
            <th scope="row" className={cn(pad, "text-left")}>
              Total
            </th>
            {totals.map((total, index) => (
              <td key={columns[index]?.label ?? index} className={cell}>
                {formatCount(total)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
