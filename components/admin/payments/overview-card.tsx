import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

interface OverviewCardProps {
  id: string;
  title: string;
  description: string;
  /** Shown instead of the list when it has nothing. */
  empty: { icon: LucideIcon; title: string; description: string } | null;
  /** The list: one `li` a row. */
  children: ReactNode;
  "data-testid"?: string;
}

/** A card of the payments overview: a titled region with its list, or what its emptiness means. */
export function OverviewCard({
  id,
  title,
  description,
  empty,
  children,
  ...rest
}: OverviewCardProps) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} {...rest}>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2 id={`${id}-title`}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {empty ? (
          <EmptyState
            icon={empty.icon}
            titleAs="h3"
            title={empty.title}
            description={empty.description}
            className="py-6 sm:py-8"
          />
        ) : (
          <ul className="divide-y" aria-label={title}>
            {children}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
