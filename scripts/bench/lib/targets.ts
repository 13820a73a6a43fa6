// A benchmark's targets (docs/benchmarks.md) beside its figures: each printed with met or missed and by how
// much, and kept in its JSON report as they were judged.
export interface TargetResult {
  name: string;
  value: number;
  op: ">=" | "<=";
  target: number;
  unit: string;
  met: boolean;
}
import { percentOf, roundToHundredths } from "@/lib/economics/percent";

export const round = roundToHundredths;

export function target(
  name: string,
  value: number,
  op: ">=" | "<=",
  goal: number,
  unit: string,
): TargetResult {
  const met = op === ">=" ? value >= goal : value <= goal;
  return { name, value: round(value), op, target: goal, unit, met };
}

export function printTargets(targets: TargetResult[]): void {
  console.log("\ntargets (docs/benchmarks.md)");
  for (const t of targets) {
    const shown = `${t.value}${t.unit}`;
    const miss = Math.abs(t.value - t.target);
    // A target of none (no 503 at all) has no percentage to be missed by.
    const share = t.target === 0 ? "" : ` (${Math.round(percentOf(miss / t.target))}%)`;
    const verdict = t.met ? "met" : `MISSED by ${round(miss)}${t.unit}${share}`;
    console.log(
      `  ${t.name.padEnd(40)} ${shown.padStart(10)}  target ${t.op} ${t.target}${t.unit}: ${verdict}`,
    );
  }
}
