// bench:catalog's check of its answers against the reference (catalog-reference.ts) before it
// measures anything, and the estimates' measured errors: the page must be the reference's, the
// figures equal when exact and within tolerance when flagged as estimates.
import { percentOf } from "@/lib/economics/percent";
import type { CatalogResults } from "@/modules/catalog/shared/catalog-types";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";
import { SAMPLE_ROWS } from "@/modules/catalog/server/search/probe";
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
  // The listed catalogue: the largest exact total (the unfiltered browse's, from the tally).
  const listed = Math.max(...answers.filter((a) => !a.totalIsEstimate).map((a) => a.total));
  // Every difference at once: one run shows them all.
  const wrong = mix.flatMap((entry, index) => {
    const found = differences(answers[index]!, expected[index]!, listed / SAMPLE_ROWS);
    return found ? [`?${entry.text} differs from the reference:\n${found}`] : [];
  });
  if (wrong.length) throw new Error(wrong.join("\n\n"));
  console.log(`ok (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`\n${"query".padEnd(52)} ${"matches".padStart(8)} ${"answered".padStart(9)} error`);
  const errors: number[] = [];
  const priceErrors: number[] = [];
  const bookingErrors: number[] = [];
  for (const [index, entry] of mix.entries()) {
    const answer = answers[index]!;
    const exact = expected[index]!;
    let shown = "";
    if (answer.totalIsEstimate) {
      const error = relativeError(answer.total, exact.total);
      errors.push(error);
      bookingErrors.push(
        relativeError(answer.stats?.totalBookings ?? 0, exact.stats?.totalBookings ?? 0),
      );
      priceErrors.push(
        relativeError(answer.stats?.averagePrice ?? 0, exact.stats?.averagePrice ?? 0),
      );
      shown = `${`~${answer.total}`.padStart(9)} ${percentOf(error).toFixed(1)}%`;
    }
    console.log(
      `${`?${entry.text}`.slice(0, 52).padEnd(52)} ${String(exact.total).padStart(8)} ${shown}`,
    );
  }
  const summary = estimateSummary(errors, priceErrors, bookingErrors);
  console.log(
    `estimated totals: ${summary.estimated} of ${mix.length} answers, mean |error| ${summary.meanAbsErrorPct}%, ` +
      `largest ${summary.maxAbsErrorPct}%; average price mean |error| ${summary.averagePriceMeanAbsErrorPct}%, ` +
      `total bookings mean |error| ${summary.totalBookingsMeanAbsErrorPct}% (largest ${summary.totalBookingsMaxAbsErrorPct}%)`,
  );
  return summary;
}

export interface EstimateErrors {
  estimated: number;
  meanAbsErrorPct: number;
  maxAbsErrorPct: number;
  averagePriceMeanAbsErrorPct: number;
  totalBookingsMeanAbsErrorPct: number;
  totalBookingsMaxAbsErrorPct: number;
}

/** The estimates' errors against the reference's exact figures, in percent. */
function estimateSummary(
  errors: number[],
  priceErrors: number[],
  bookingErrors: number[],
): EstimateErrors {
  const pct = (values: number[], pick: (abs: number[]) => number) =>
    values.length ? Math.round(pick(values.map((v) => percentOf(Math.abs(v)))) * 10) / 10 : 0;
  const mean = (abs: number[]) => abs.reduce((sum, v) => sum + v, 0) / abs.length;
  return {
    estimated: errors.length,
    meanAbsErrorPct: pct(errors, mean),
    maxAbsErrorPct: pct(errors, (abs) => Math.max(...abs)),
    averagePriceMeanAbsErrorPct: pct(priceErrors, mean),
    totalBookingsMeanAbsErrorPct: pct(bookingErrors, mean),
    totalBookingsMaxAbsErrorPct: pct(bookingErrors, (abs) => Math.max(...abs)),
  };
}
