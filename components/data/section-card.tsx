import type { ComponentProps, ReactNode } from "react";
import Link from "@/components/ui/link";
import type { LucideIcon } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { CardHeading } from "@/components/dashboard/card-heading";
import { Card, CardAction, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

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
  spacing?: ComponentProps<typeof Card>["spacing"];
  contentInset?: ComponentProps<typeof CardContent>["inset"];
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
  spacing,
  contentInset,
  contentClassName,
  children,
}: SectionCardProps) {
  return (
    <Card
      role={id ? "region" : undefined}
      aria-labelledby={id}
      spacing={spacing}
      className={className}
    >
      <CardHeader>
        <CardHeading id={id} icon={icon}>
          {title}
        </CardHeading>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent inset={contentInset} className={contentClassName}>
        {children}
      </CardContent>
    </Card>
  );
}

interface CardEmptyProps {
  icon?: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  /** What to do about it: "Browse Services", "Add Coins". */
  link?: {
    href: string;
    icon: LucideIcon;
    label: string;
    variant?: ComponentProps<typeof Button>["variant"];
    size?: ComponentProps<typeof Button>["size"];
  };
  /** A list's card keeps it short on a phone; a chart's keeps the chart's height. */
  spacing?: "page" | "card" | "chart";
  className?: string;
}

/** A card's empty state: its title an h3 under the card's h2, and where to go next. */
export function CardEmpty({ link, spacing = "card", className, ...text }: CardEmptyProps) {
  return (
    <EmptyState titleAs="h3" {...text} spacing={spacing} className={className}>
      {link ? (
        <Link
          href={link.href}
          className={buttonVariants({ variant: link.variant, size: link.size })}
        >
          <link.icon aria-hidden="true" />
          {link.label}
        </Link>
      ) : null}
    </EmptyState>
  );
}
