// What the navigation bar links to. The signed-in variants (role links, SPEC.md "Navigation
// bar") are added beside these when the header learns about the session.
export interface NavItem {
  href: string;
  label: string;
}

export const GUEST_NAV_ITEMS: NavItem[] = [{ href: "/", label: "Home" }];

/** The landing page is only "current" on itself; every other link also covers its sub-pages. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
