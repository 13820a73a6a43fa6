import type { ReactNode } from "react";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/nav/site-header";
import { SecondFactorPrompts } from "@/components/security/second-factor-prompts";
import type { SessionUser } from "@/lib/auth/session-user";
import { cn } from "@/lib/utils";

/** The site's header and footer around a page's main content, for the visitor `user`. */
export function SiteChrome({
  user,
  mainClassName,
  children,
}: {
  user: SessionUser | null;
  /** How the main area lays out its content (a column for screens that fill the height). */
  mainClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={user} />
      <main id="main-content" tabIndex={-1} className={cn("flex-1 outline-none", mainClassName)}>
        {children}
      </main>
      <SiteFooter role={user?.role} />
      {user ? <SecondFactorPrompts /> : null}
    </div>
  );
}
