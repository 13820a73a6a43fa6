// "+12% from last month": a dashboard figure against the same figure a month earlier, worked out
// from the two numbers every time (never a fixed text). Pure: the server sends both numbers, the
// card and the tests print them with this.
import { percentOf } from "@/lib/economics/percent";

/** The two quantities a figure's change compares: this month's and last month's. */
export interface MonthChange {
  current: number;
  previous: number;
}

export type ChangeDirection = "up" | "down" | "same" | "new";

export interface DescribedChange {
  direction: ChangeDirection;
  /** "+12% from last month", "-3.5% from last month", "No change from last month", "New this month". */
  text: string;
}

const whole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

/** "12%", "1,250%", "0.4%", "<0.1%": a percentage magnitude, as precise as it needs to be. */
function percent(ratio: number): string {
  const value = percentOf(Math.abs(ratio));
  if (value >= 1) return `${whole.format(value)}%`;
  // Below 1% a whole number would read "0%" beside a figure that did change.
  if (value >= 0.05) return `${oneDecimal.format(value)}%`;
  return "<0.1%";
}

export function describeChange({ current, previous }: MonthChange): DescribedChange {
  if (current === previous) return { direction: "same", text: "No change from last month" };
  // Nothing to take a percentage of: anything this month is new, not "infinitely" more.
  if (previous === 0) return { direction: "new", text: "New this month" };
  const ratio = (current - previous) / Math.abs(previous);
  const direction = ratio > 0 ? "up" : "down";
  return {
    direction,
    text: `${direction === "up" ? "+" : "-"}${percent(ratio)} from last month`,
  };
}
