// Roles, their labels, dashboards and navigation links (docs/spec.md sections 2 and 6).
import { canEnter, type AreaPermission } from "./areas";

export const ROLES = ["user", "org", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: "User",
  org: "Organization",
  admin: "Admin",
};

export const DASHBOARD_PATHS: Record<Role, string> = {
  user: "/dashboard/user",
  org: "/dashboard/org",
  admin: "/dashboard/admin",
};

/** The role a stored name stands for, or null. */
export function roleOf(name: string | null): Role | null {
  return ROLES.find((role) => role === name) ?? null;
}

export function dashboardPath(role: string | null | undefined): string {
  return role && role in DASHBOARD_PATHS ? DASHBOARD_PATHS[role as Role] : "/";
}

export interface NavItem {
  href: string;
  label: string;
}

/** docs/spec.md "Navigation bar": the role links, each shown to the accounts allowed its area. */
const NAV_LINKS: readonly (NavItem & { area: AreaPermission })[] = [
  { href: "/services", label: "Services", area: "area.user" },
  { href: "/bookings", label: "My Bookings", area: "area.user" },
  { href: "/org/services", label: "My Services", area: "area.org" },
  { href: "/org/convert", label: "Convert Coins", area: "area.org" },
  { href: "/admin/users", label: "Users", area: "area.admin" },
  { href: "/admin/services", label: "Services", area: "area.admin" },
  { href: "/admin/conversions", label: "Conversions", area: "area.admin" },
];

/** The role links of an account of this role. */
export function roleNavLinks(role: Role): NavItem[] {
  return NAV_LINKS.filter((link) => canEnter(role, link.area)).map(({ href, label }) => ({
    href,
    label,
  }));
}
