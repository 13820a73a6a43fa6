// The page weight's verdicts and printed table: each page's document and render-blocking CSS
// against the budgets (scripts/bench/lib/page-budgets.ts), as e2e/page-weight.spec.ts prints them.
// Like page-weight.ts, it imports nothing but its neighbours (the end-to-end specs load it without
// the app's path aliases).
import { PAGE_WEIGHT_BUDGETS } from "./page-budgets";
import type { PageWeight } from "./page-weight";

interface WeightVerdict {
  document: boolean;
  blockingCss: boolean;
}

export function withinBudgets(weight: PageWeight): WeightVerdict {
  return {
    document: weight.document.servedBytes <= PAGE_WEIGHT_BUDGETS.documentServedBytes,
    blockingCss: weight.blockingCssServedBytes <= PAGE_WEIGHT_BUDGETS.blockingCssServedBytes,
  };
}

/** Bytes as kilobytes of 1,000, to a tenth. */
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const verdictWord = (met: boolean) => (met ? "met" : "MISSED");

export interface WeightRow {
  path: string;
  role: string | null;
  weight: PageWeight | null;
  problem: string | null;
}

/**
 * One line per page: the document as served (and decoded), the render-blocking stylesheets as
 * served (and how many), the inline <style> bytes and the document gzipped without them, each
 * budget met or MISSED.
 */
export function weightTable(rows: WeightRow[]): string {
  const budget = PAGE_WEIGHT_BUDGETS;
  const widths = [18, 6, 17, 9, 19, 6, 14, 15, 9];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const lines = [
    line([
      "page",
      "as",
      `doc kB <= ${kB(budget.documentServedBytes)}`,
      "(decoded)",
      `block CSS <= ${kB(budget.blockingCssServedBytes)}`,
      "files",
      "inline <style>",
      "without <style>",
      "encoding",
    ]),
  ];
  for (const row of rows) {
    const weight = row.weight;
    if (!weight) {
      lines.push(`${line([row.path, row.role ?? "-"])}  FAILED: ${row.problem ?? "not weighed"}`);
      continue;
    }
    const verdict = withinBudgets(weight);
    lines.push(
      line([
        row.path,
        row.role ?? "-",
        `${kB(weight.document.servedBytes)} ${verdictWord(verdict.document)}`,
        kB(weight.document.bytes),
        `${kB(weight.blockingCssServedBytes)} ${verdictWord(verdict.blockingCss)}`,
        String(weight.blockingStylesheets.length),
        kB(weight.inlineStyleBytes),
        kB(weight.unstyledDocumentGzipBytes),
        weight.document.encoding ?? "none",
      ]),
    );
  }
  return lines.join("\n");
}
