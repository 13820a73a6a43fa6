// bench:catalog's check of its answers against the reference (catalog-reference.ts) before it
// measures anything, and the estimates' measured errors: the page must be the reference's, the
// figures equal when exact and within tolerance when flagged as estimates.
import type { CatalogResults } from "../../lib/catalog/catalog-types";
import type { CatalogQuery } from "../../lib/validations/catalog";
import { differences, referenceAnswers, relativeError, type Queryable } from "./catalog-reference";

export async function check(
  mix: { text: string; query: CatalogQuery; offset: number }[],
  answers: CatalogResults[],
  reference: Queryable,
  label: string,
): Promise<EstimateErrors> {
  process.stdout.write(`checking ${mix.length} queries against the reference (${label})... `);
  const started = performance.now();
  const expected = await referenceAnswers(
    reference,
    mix.map((entry) => entry.query),
    mix.map((entry) => entry.offset),
  );
  for (const [index, entry] of mix.entries()) {
    const wrong = differences(answers[index]!, expected[index]!);
    if (wrong) throw new Error(`?${entry.text} differs from the reference:\n${wrong}`);
  }
  console.log(`ok (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`\n${"query".padEnd(52)} ${"matches".padStart(8)} ${"answered".padStart(9)} error`);
  const errors: number[] = [];
  const priceErrors: number[] = [];
  for (const [index, entry] of mix.entries()) {
    const answer = answers[index]!;
    const exact = expected[index]!;
    let shown = "";
    if (answer.totalIsEstimate) {
      const error = relativeError(answer.total, exact.total);
      errors.push(error);
      priceErrors.push(
        relativeError(answer.stats?.averagePrice ?? 0, exact.stats?.averagePrice ?? 0),
      );
      shown = `${`~${answer.total}`.padStart(9)} ${(error * 100).toFixed(1)}%`;
    }
    console.log(
      `${`?${entry.text}`.slice(0, 52).padEnd(52)} ${String(exact.total).padStart(8)} ${shown}`,
    );
  }
  const summary = estimateSummary(errors, priceErrors);
  console.log(
    `estimated totals: ${summary.estimated} of ${mix.length} answers, mean |error| ${summary.meanAbsErrorPct}%, ` +
      `largest ${summary.maxAbsErrorPct}%; average price mean |error| ${summary.averagePriceMeanAbsErrorPct}%`,
  );
  return summary;
}

export interface EstimateErrors {
  estimated: number;
  meanAbsErrorPct: number;
  maxAbsErrorPct: number;
  averagePriceMeanAbsErrorPct: number;
}

/** The estimates' errors against the reference's exact figures, in percent. */
function estimateSummary(errors: number[], priceErrors: number[]): EstimateErrors {
  const pct = (values: number[], pick: (abs: number[]) => number) =>
    values.length ? Math.round(pick(values.map((v) => Math.abs(v) * 100)) * 10) / 10 : 0;
  const mean = (abs: number[]) => abs.reduce((sum, v) => sum + v, 0) / abs.length;
  return {
    estimated: errors.length,
    meanAbsErrorPct: pct(errors, mean),
    maxAbsErrorPct: pct(errors, (abs) => Math.max(...abs)),
    averagePriceMeanAbsErrorPct: pct(priceErrors, mean),
  };
}
