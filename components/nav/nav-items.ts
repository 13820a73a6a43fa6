// What the navigation bar links to (SPEC.md "Navigation bar"): Home for everyone; signed in,
// also the role's dashboard and the role links.
import { dashboardPath, roleNavLinks, type Role } from "@/lib/auth/roles";

export interface NavItem {
  href: string;
  label: string;
  /** A document of its own, not a page of the app (the API reference): a full page load. */
  document?: boolean;
}

export const GUEST_NAV_ITEMS: NavItem[] = [{ href: "/", label: "Home" }];

export function signedInNavItems(role: Role): NavItem[] {
  return [
    ...GUEST_NAV_ITEMS,
    { href: dashboardPath(role), label: "Dashboard" },
    ...roleNavLinks(role),
  ];
}

/** The landing page is only "current" on itself; every other link also covers its sub-pages. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
