// The server side of docs/spec.md's route guard order for every protected route group: the layout
// wraps its pages in ProtectedArea (components/account/protected-area.tsx), and each page asks
// requireAccess again for itself.
import "server-only";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { areaHome, type AreaPermission } from "@/lib/auth/areas";
import { decideAccess, type SessionUser } from "@/lib/auth/session-user";
import { SECOND_STEP_PATH, SECURITY_SETTINGS_PATH } from "@/lib/auth/second-factor";
import { awaitingSecondStep, getCurrentUser } from "@/lib/server/auth/current-user";
import { mustEnrolFirst } from "@/lib/server/second-factor/proof";

/** Only a same-site path may travel as callbackUrl, never "//host" or "/\host". */
function isSafePath(path: string | null): path is string {
  return Boolean(path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\"));
}

/**
 * Sends a signed-out visitor to the login page, which brings them back here afterwards; a browser
 * halfway through its sign-in (password right, second step not done) to the second step.
 */
export async function redirectToLogin(area: AreaPermission): Promise<never> {
  // proxy.ts copies the requested path into this header: a server component has no URL.
  const current = (await headers()).get("x-pathname");
  const back = isSafePath(current) ? current : areaHome(area);
  const page = (await awaitingSecondStep()) ? SECOND_STEP_PATH : "/login";
  redirect(back ? `${page}?callbackUrl=${encodeURIComponent(back)}` : page);
}

/**
 * A page's own check. Returns the account when the page may render. An account of another role
 * gets Access Denied with HTTP 403 (forbidden(), drawn by the area's forbidden.tsx). Otherwise
 * (an address not verified, an organization still being set up) null, and the page must then
 * render `<AccessChanged />` instead of its content. Signed-out visitors never get here: they
 * are sent to the login page.
 */
export async function requireAccess(area: AreaPermission): Promise<SessionUser | null> {
  const access = decideAccess(await getCurrentUser(), area);
  if (access.state === "signed-out") return redirectToLogin(area);
  if (access.state === "denied") forbidden();
  // An admin without a second factor sets one up (on the account's own pages) before any other.
  if (access.state === "granted" && area !== "area.account" && mustEnrolFirst(access.user)) {
    redirect(`${SECURITY_SETTINGS_PATH}?required=1`);
  }
  return access.state === "granted" ? access.user : null;
}
