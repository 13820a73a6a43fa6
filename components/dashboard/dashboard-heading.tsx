import type { ReactNode } from "react";

/** The first word of a display name, for a friendly greeting. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

interface DashboardHeadingProps {
  name: string;
  description: ReactNode;
  /** Buttons beside the greeting on wide screens, under it on phones. */
  actions?: ReactNode;
}

/** "Welcome back, Asha": the top of every dashboard. */
export function DashboardHeading({ name, description, actions }: DashboardHeadingProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
          Welcome back, {firstName(name)}
        </h1>
        <p className="mt-1.5 text-muted-foreground">{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
