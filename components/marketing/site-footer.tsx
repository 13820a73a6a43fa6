import type { Role } from "@/lib/auth/roles";
import { marketplaceLinks } from "./footer-links";
import { SiteFooterContent } from "./site-footer-content";

interface SiteFooterProps {
  /** The signed-in account's role; null or absent for a visitor. */
  role?: Role | null;
}

/** The site's footer for the visitor's role: its links worked out here, on the server. */
export function SiteFooter({ role = null }: SiteFooterProps) {
  return <SiteFooterContent marketplace={marketplaceLinks(role)} year={new Date().getFullYear()} />;
}
