// The layout of every protected route group: the signed-in header and footer around the page, or
// the guard screen docs/spec.md's route guard order calls for. Each page asks requireAccess
// (lib/server/auth/require-access.ts) again for itself; for an account of another role that
// check calls forbidden(), and the group's forbidden.tsx draws Access Denied with HTTP 403 (a
// layout cannot: its own forbidden() would replace the header and footer too).
import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import { decideAccess, type PageAccess } from "@/lib/auth/session-user";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import type { AreaPermission } from "@/lib/auth/areas";
import { redirectToLogin } from "@/lib/server/auth/require-access";
import { AccessScreen, type BlockedScreen } from "./access-screen";

interface ProtectedAreaProps {
  /** The permission of the area (lib/auth/areas.ts). */
  area: AreaPermission;
  children: ReactNode;
}

/** What the guard screen needs of a decision that stops short of the page. */
function blockedScreen(
  access: Extract<PageAccess, { state: "unverified" | "setting-up" }>,
): BlockedScreen {
  switch (access.state) {
    case "unverified":
      return { state: "unverified", email: access.user.email };
    case "setting-up":
      return { state: "setting-up" };
  }
}

/** A protected layout: the signed-in header, then the page or the guard screen, then the footer. */
export async function ProtectedArea({ area, children }: ProtectedAreaProps) {
  const user = await getCurrentUser();
  const access = decideAccess(user, area);
  if (access.state === "signed-out") return redirectToLogin(area);

  return (
    <SiteChrome user={access.user} mainClassName="flex flex-col">
      {access.state === "granted" || access.state === "denied" ? (
        children
      ) : (
        <AccessScreen screen={blockedScreen(access)} />
      )}
    </SiteChrome>
  );
}
