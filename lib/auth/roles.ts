// Roles, their labels, dashboards and navigation links (SPEC.md sections 2 and 6).
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

export function dashboardPath(role: string | null | undefined): string {
  return role && role in DASHBOARD_PATHS ? DASHBOARD_PATHS[role as Role] : "/";
}

export interface NavItem {
  href: string;
  label: string;
}

export const ROLE_NAV_LINKS: Record<Role, NavItem[]> = {
  user: [
    { href: "/services", label: "Services" },
    { href: "/bookings", label: "My Bookings" },
  ],
  org: [
    { href: "/org/services", label: "My Services" },
    { href: "/org/convert", label: "Convert Coins" },
  ],
  admin: [
    { href: "/admin/users", label: "Users" },
    { href: "/admin/services", label: "Services" },
    { href: "/admin/conversions", label: "Conversions" },
  ],
};

/** First letters of up to two words of the name (SPEC.md: initials limited to 2 characters). */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? "")
    .join("");
  return letters || "U";
}
