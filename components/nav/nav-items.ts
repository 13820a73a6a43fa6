// What the navigation bar links to (docs/spec.md "Navigation bar"): Home for everyone; signed in,
// also the role's dashboard and the role links. An admin also gets Payments, the Audit log and
// the money rules (commission, fees, exchange rates: /admin/settings, named for what it holds so
// that it is not mistaken for the account's own Settings), and the queues among their links
// carry a count badge of the work waiting there.
import type { AdminQueueCounts } from "@/lib/admin/queues";
import { dashboardPath, roleNavLinks, type Role } from "@/lib/auth/roles";

export interface NavItem {
  href: string;
  label: string;
  /** A document of its own, not a page of the app (the API reference): a full page load. */
  document?: boolean;
  /** The admin queue whose waiting work the link's badge counts. */
  queue?: keyof AdminQueueCounts;
  /**
   * Drawn in the bar only from 1280 px: below that the account menu carries it, so the admin's
   * queues and their badges keep one line at 1024 px.
   */
  wideOnly?: boolean;
}

export const GUEST_NAV_ITEMS: NavItem[] = [{ href: "/", label: "Home" }];

/** The admin's pages beyond docs/spec.md's three role links (the footer keeps those). */
const ADMIN_EXTRA_LINKS: NavItem[] = [
  { href: "/admin/disputes", label: "Disputes" },
  { href: "/admin/payments", label: "Payments" },
  { href: "/admin/settings", label: "Fees & rates", wideOnly: true },
  { href: "/admin/audit", label: "Audit log", wideOnly: true },
];

/** The bar's links drawn only on wide screens: the account menu lists them below that. */
export function narrowScreenExtras(role: Role): NavItem[] {
  return signedInNavItems(role).filter((item) => item.wideOnly);
}

const ADMIN_QUEUES: Record<string, keyof AdminQueueCounts> = {
  "/admin/services": "services",
  "/admin/conversions": "conversions",
  "/admin/payments": "payments",
  "/admin/disputes": "disputes",
};

export function signedInNavItems(role: Role): NavItem[] {
  const links = [...roleNavLinks(role), ...(role === "admin" ? ADMIN_EXTRA_LINKS : [])];
  return [
    ...GUEST_NAV_ITEMS,
    { href: dashboardPath(role), label: "Dashboard" },
    ...links.map((link) => {
      const queue = role === "admin" ? ADMIN_QUEUES[link.href] : undefined;
      return queue ? { ...link, queue } : link;
    }),
  ];
}
