import type { LucideIcon } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { Card, CardAction, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

interface SecurityCardProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Beside the title: the "On" badge. */
  badge?: ReactNode;
  /**
   * The heading takes focus when a change removes the control that had it (a removed passkey's
   * button, a finished setup), so keyboard and screen reader users stay in the card.
   */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** One method of /settings/security: a region named by its heading, its state and its controls. */
export function SecurityCard({
  id,
  icon: Icon,
  title,
  description,
  badge,
  headingRef,
  children,
}: SecurityCardProps) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <h2
          id={id}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg leading-none font-semibold outline-none"
        >
          <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
        {badge ? <CardAction>{badge}</CardAction> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
