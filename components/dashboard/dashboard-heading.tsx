import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/session-user";
import { isReturningUser } from "@/lib/server/auth/sign-ins";

/** The first word of a display name, for a friendly greeting. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

interface DashboardHeadingProps {
  user: Pick<SessionUser, "id" | "name">;
  description: ReactNode;
  /** Buttons beside the greeting on wide screens, under it on phones. */
  actions?: ReactNode;
}

/** "Welcome, Asha" on a first sign-in, "Welcome back, Asha" after: the top of every dashboard. */
export async function DashboardHeading({ user, description, actions }: DashboardHeadingProps) {
  const greeting = (await isReturningUser(user.id)) ? "Welcome back" : "Welcome";
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
          {greeting}, {firstName(user.name)}
        </h1>
        <p className="mt-1.5 text-muted-foreground">{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
