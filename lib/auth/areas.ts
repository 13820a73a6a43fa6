// The protected areas of the site (docs/spec.md section 2's route table), each behind one permission of
// lib/auth/permissions.ts: the page guards ask it, the proxy sends signed-out visitors of these
// paths to /login, and the navigation links to what an account may open.
import { isAllowed, type Permission } from "./permissions";
import type { Role } from "./roles";

export type AreaPermission = Extract<Permission, `area.${string}`>;

interface AreaPath {
  path: string;
  /** Only the path itself: /services is the user's catalogue, /services/<slug> is public. */
  exact?: boolean;
}

const AREAS: Record<AreaPermission, { home: string | null; paths: AreaPath[] }> = {
  "area.user": {
    home: "/dashboard/user",
    paths: [
      { path: "/dashboard/user" },
      { path: "/services", exact: true },
      { path: "/bookings" },
      { path: "/wallet" },
    ],
  },
  "area.org": { home: "/dashboard/org", paths: [{ path: "/dashboard/org" }, { path: "/org" }] },
  "area.admin": {
    home: "/dashboard/admin",
    paths: [{ path: "/dashboard/admin" }, { path: "/admin" }],
  },
  // Any account: settings, notifications, and /dashboard itself (the role dashboards above match
  // first).
  "area.account": {
    home: null,
    paths: [{ path: "/settings" }, { path: "/notifications" }, { path: "/dashboard" }],
  },
};

function matches({ path, exact }: AreaPath, pathname: string): boolean {
  return pathname === path || (!exact && pathname.startsWith(`${path}/`));
}

/** The area a path belongs to, or null for public pages. */
export function areaOf(pathname: string): AreaPermission | null {
  for (const [area, { paths }] of Object.entries(AREAS) as [
    AreaPermission,
    (typeof AREAS)[AreaPermission],
  ][]) {
    if (paths.some((entry) => matches(entry, pathname))) return area;
  }
  return null;
}

/** Whether the path needs a signed-in account (the proxy's only question). */
export function isProtectedPath(pathname: string): boolean {
  return areaOf(pathname) !== null;
}

/** Where a signed-out visitor of the area returns after signing in, when no page is known. */
export function areaHome(area: AreaPermission): string | null {
  return AREAS[area].home;
}

export function canEnter(role: Role | null, area: AreaPermission): boolean {
  return isAllowed(role, area);
}
