// The server side of SPEC.md's route guard order for every protected route group: the layout
// wraps its pages in ProtectedArea, and each page asks requireAccess again for itself.
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/nav/site-header";
import { dashboardPath, type Role } from "@/lib/auth/roles";
import { decideAccess, type SessionUser } from "@/lib/auth/session-user";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { AccessScreen } from "./access-screen";

export type RequiredRole = Role | "any";

/** Only a same-site path may travel as callbackUrl, never "//host" or "/\host". */
function isSafePath(path: string | null): path is string {
  return Boolean(path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\"));
}

/** Sends a signed-out visitor to the login page, which brings them back here afterwards. */
async function redirectToLogin(role: RequiredRole): Promise<never> {
  // proxy.ts copies the requested path into this header: a server component has no URL.
  const current = (await headers()).get("x-pathname");
  const back = isSafePath(current) ? current : role === "any" ? null : dashboardPath(role);
  redirect(back ? `/login?callbackUrl=${encodeURIComponent(back)}` : "/login");
}

interface ProtectedAreaProps {
  role: RequiredRole;
  children: ReactNode;
}

/** A protected layout: the signed-in header, then the page or the guard screen, then the footer. */
export async function ProtectedArea({ role, children }: ProtectedAreaProps) {
  const user = await getCurrentUser();
  const access = decideAccess(user, role);
  if (access.state === "signed-out") return redirectToLogin(role);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={access.user} />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {access.state === "granted" ? children : <AccessScreen access={access} />}
      </main>
      <SiteFooter role={access.user.role} />
    </div>
  );
}

/**
 * A page's own check. Returns the account when the page may render; null otherwise, and the page
 * must then render `<AccessChanged />` instead of its content. Signed-out visitors never get
 * here: they are sent to the login page.
 */
export async function requireAccess(role: RequiredRole): Promise<SessionUser | null> {
  const access = decideAccess(await getCurrentUser(), role);
  if (access.state === "signed-out") return redirectToLogin(role);
  return access.state === "granted" ? access.user : null;
}
