import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SectionCard } from "@/components/data/section-card";
import { cn } from "@/lib/utils";

interface DetailSectionProps {
  id: string;
  icon: LucideIcon;
  title: string;
  /** A control beside the title (Sign out everywhere). */
  action?: ReactNode;
  /** Said instead of the rows when there are none. */
  empty: string;
  count: number;
  children: ReactNode;
  className?: string;
}

/** One part of an account's detail: a titled card with its rows, or a line saying there are none. */
export function DetailSection({ empty, count, children, ...card }: DetailSectionProps) {
  return (
    <SectionCard {...card}>
      {count === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
    </SectionCard>
  );
}

/** A row of a detail list: what it is, a quiet line under it, and its figures or state. */
export interface DetailRowParts {
  key: string;
  title: ReactNode;
  line: ReactNode;
  side: ReactNode;
  /** The line holds ids that may break anywhere rather than overflow a phone's width. */
  breakLine?: boolean;
}

type DetailListSectionProps = Omit<DetailSectionProps, "count" | "children"> & {
  rows: DetailRowParts[];
  /** Under the rows: "The newest 50 entries." */
  footer?: ReactNode;
};

/** A detail section whose rows are a list: one row a wallet entry, booking, payment or session. */
export function DetailListSection({ rows, footer, ...section }: DetailListSectionProps) {
  return (
    <DetailSection count={rows.length} {...section}>
      <ul className="divide-y">
        {rows.map((row) => (
          <DetailRow
            key={row.key}
            main={
              <>
                <p className="font-medium">{row.title}</p>
                <p className={cn(row.breakLine && "break-all", "text-muted-foreground")}>
                  {row.line}
                </p>
              </>
            }
            side={row.side}
          />
        ))}
      </ul>
      {footer}
    </DetailSection>
  );
}

/** A row of a detail list: what on the left, figures on the right, wrapping on a phone. */
function DetailRow({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0 text-sm">{main}</div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm sm:justify-end">
        {side}
      </div>
    </li>
  );
}
