// The footer's link groups (docs/spec.md "Landing page": Browse Services, Sign Up, Login, Partner
// with Us), adjusted to who is looking.
import type { NavItem } from "@/components/nav/nav-items";
import { isAllowed } from "@/lib/auth/permissions";
import { dashboardPath, roleNavLinks, type Role } from "@/lib/auth/roles";

/** docs/spec.md "Landing page": the marketplace links of a visitor, who may sign up or in. */
const GUEST_MARKETPLACE_LINKS: NavItem[] = [
  { href: "/services", label: "Browse Services" },
  { href: "/signup", label: "Sign Up" },
  { href: "/login", label: "Login" },
  { href: "/signup?type=org", label: "Partner with Us" },
];

/** Signed in, Sign Up and Login make no sense: the account's own places instead. */
export function marketplaceLinks(role: Role | null): NavItem[] {
  if (!role) return GUEST_MARKETPLACE_LINKS;
  return [
    { href: dashboardPath(role), label: "Dashboard" },
    ...roleNavLinks(role).map((link) =>
      link.href === "/services" && isAllowed(role, "bookings.create")
        ? { ...link, label: "Browse Services" }
        : link,
    ),
  ];
}
