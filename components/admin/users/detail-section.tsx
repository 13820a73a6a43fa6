import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CardHeading } from "@/components/dashboard/card-heading";
import { Card, CardAction, CardContent, CardHeader } from "@/components/ui/card";

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
export function DetailSection({
  id,
  icon,
  title,
  action,
  empty,
  count,
  children,
  className,
}: DetailSectionProps) {
  return (
    <Card aria-labelledby={id} className={className} role="region">
      <CardHeader>
        <CardHeading id={id} icon={icon}>
          {title}
        </CardHeading>
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent>
        {count === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
      </CardContent>
    </Card>
  );
}

/** A row of a detail list: what on the left, figures on the right, wrapping on a phone. */
export function DetailRow({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0 text-sm">{main}</div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm sm:justify-end">
        {side}
      </div>
    </li>
  );
}
