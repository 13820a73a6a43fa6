import type { SessionUser } from "@/lib/auth/session-user";
import { HeaderBar } from "./header-bar";
import { headerAccount } from "./header-account";
import { GUEST_NAV_ITEMS, signedInNavItems } from "./nav-items";

interface SiteHeaderProps {
  /** The signed-in account; null or absent shows the logged-out bar. */
  user?: SessionUser | null;
}

/** The navigation bar: the visitor's links (docs/spec.md "Navigation bar") and account. */
export function SiteHeader({ user = null }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background print:hidden">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:top-3 focus:left-4 focus:z-50"
      >
        Skip to content
      </a>
      <HeaderBar
        links={user ? signedInNavItems(user.role) : GUEST_NAV_ITEMS}
        account={user ? headerAccount(user) : null}
      />
    </header>
  );
}
