import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { CardHeading } from "@/components/dashboard/card-heading";
import { Card, CardAction, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

interface SectionCardProps {
  /** The heading's id: the card becomes a region labelled by its title. */
  id?: string;
  icon: LucideIcon;
  title: ReactNode;
  /** A line under the title: what the card shows and where it comes from. */
  description?: ReactNode;
  /** A control beside the title: "View all", "Sign out everywhere". */
  action?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * A titled card of a dashboard or a detail page: a region named by its heading (an h2 with an
 * icon), so a screen reader can jump between the cards of a screen as between its sections.
 */
export function SectionCard({
  id,
  icon,
  title,
  description,
  action,
  className,
  contentClassName,
  children,
}: SectionCardProps) {
  return (
    <Card role={id ? "region" : undefined} aria-labelledby={id} className={className}>
      <CardHeader>
        <CardHeading id={id} icon={icon}>
          {title}
        </CardHeading>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
