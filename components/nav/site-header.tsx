import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import type { SessionUser } from "@/lib/auth/session-user";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { Brand } from "./brand";
import { GuestActions } from "./guest-actions";
import { LazyMobileAccountSection } from "./lazy-mobile-account-section";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { GUEST_NAV_ITEMS, signedInNavItems, type NavItem } from "./nav-items";
import { UserActions } from "./user-actions";

interface SiteHeaderProps {
  /** The signed-in account; null or absent shows the logged-out bar. */
  user?: SessionUser | null;
  /** Links of the current visitor; defaults to those of the session (docs/spec.md "Navigation bar"). */
  items?: NavItem[];
  /** The right end of the bar on wide screens: sign-in buttons or the account menu. */
  actions?: ReactNode;
  /** The same actions laid out for the mobile menu. */
  mobileActions?: ReactNode;
}

export function SiteHeader({ user = null, items, actions, mobileActions }: SiteHeaderProps) {
  const links = items ?? (user ? signedInNavItems(user.role) : GUEST_NAV_ITEMS);
  const desktopActions = actions ?? (user ? <UserActions user={user} /> : <GuestActions />);
  const phoneActions =
    mobileActions ??
    (user ? (
      <LazyMobileAccountSection user={user} listedHrefs={links.map((link) => link.href)} />
    ) : (
      <GuestActions stacked />
    ));

  return (
    <header className="sticky top-0 z-40 border-b bg-background print:hidden">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:top-3 focus:left-4 focus:z-50"
      >
        Skip to content
      </a>
      <HydrationSlice>
        <Container className="flex h-16 items-center justify-between gap-6">
          <Brand />
          <nav aria-label="Main" className="hidden flex-1 items-center justify-between lg:flex">
            <NavLinks items={links} />
            {desktopActions}
          </nav>
          {/* On a phone the bell stays in the bar beside the menu button: the count in sight. */}
          <div className="flex items-center gap-1 lg:hidden">
            {user?.emailVerified ? <NotificationBell /> : null}
            <MobileMenu items={links} actions={phoneActions} />
          </div>
        </Container>
      </HydrationSlice>
    </header>
  );
}
