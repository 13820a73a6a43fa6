import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { coinUnit, formatCount } from "@/lib/format/coins";
import { cn } from "@/lib/utils";

const CARD = "min-w-0 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5";
const TERMS = "flex min-w-0 flex-col gap-1";

interface StatCardProps {
  /** The card's test id: screens and their e2e specs find a figure by it. */
  testId?: string;
  title: string;
  icon: LucideIcon;
  value: number;
  /** Coins get their unit beside the number; counts stand alone. */
  coins?: boolean;
  /** What else the figure says: `StatDetail`s or other `<dd>`s. */
  children?: ReactNode;
  /**
   * A card set on its own rather than in a figures' `<dl>`: it is its own list then, a group
   * named by its title, so a reader (and a spec) finds the figure by its name.
   */
  standalone?: boolean;
}

/**
 * One dashboard figure, a term and its details in the figures' `<dl>`: the admin's and the
 * organization's dashboards show their figures alike, so a reader compares them at a glance.
 */
export function StatCard({
  testId,
  title,
  icon: Icon,
  value,
  coins,
  children,
  standalone,
}: StatCardProps) {
  const figure = (
    <>
      <dt className="flex items-start justify-between gap-2 text-sm leading-tight font-medium text-muted-foreground">
        {title}
        <Icon aria-hidden="true" className="size-4 shrink-0" />
      </dt>
      <dd data-testid="figure-value" className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-2xl font-bold tracking-tight tabular-nums">{formatCount(value)}</span>
        {/* The flex gap spaces them on screen; the space keeps "12 coins" one phrase in text. */}
        {coins ? " " : null}
        {coins ? <span className="text-sm text-muted-foreground">{coinUnit(value)}</span> : null}
      </dd>
      {children}
    </>
  );
  // Alone, the card is a group named by its title around its own list: a role on the <dl>
  // itself would leave its terms outside any list for assistive technology.
  return standalone ? (
    <div role="group" aria-label={title} data-testid={testId} className={CARD}>
      <dl className={TERMS}>{figure}</dl>
    </div>
  ) : (
    <div data-testid={testId} className={cn(CARD, TERMS)}>
      {figure}
    </div>
  );
}

/** A quiet line under a figure: what it compares or is made of. */
export function StatDetail({
  testId,
  className,
  children,
}: {
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <dd data-testid={testId} className={cn("text-xs text-muted-foreground", className)}>
      {children}
    </dd>
  );
}

interface StatGridProps {
  /** The heading's id, which names the section. */
  id: string;
  /** Said to screen readers only: the cards' titles say it on screen. */
  title: string;
  /** The grid's columns at each width. */
  className: string;
  /** The `StatCard`s. */
  children: ReactNode;
}

/** A dashboard's row of figures: a section as wide as the page, its cards one list of terms. */
export function StatGrid({ id, title, className, children }: StatGridProps) {
  return (
    <section aria-labelledby={id} className="col-span-full">
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <dl className={cn("grid gap-3 sm:gap-4", className)}>{children}</dl>
    </section>
  );
}
