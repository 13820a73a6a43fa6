// Where "look for something else" leads: the catalogue is for user accounts only (docs/spec.md
// section 6), so everyone else is sent to the landing page's showcase services instead.
import { isAllowed } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";

export interface BrowseLink {
  href: string;
  label: string;
}

export function browseLink(role: Role | null | undefined): BrowseLink {
  return role && isAllowed(role, "area.user")
    ? { href: "/services", label: "Browse services" }
    : { href: "/#services", label: "See popular services" };
}
