// Which navigation link is the current page's, apart from nav-items.ts: the bar's links are drawn
// in the browser, and nav-items.ts brings the role and permission tables with it.

/** The landing page is only "current" on itself; every other link also covers its sub-pages. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
