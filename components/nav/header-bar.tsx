"use client";

import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Container } from "@/components/layout/container";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { Brand } from "./brand";
import { GuestActions } from "./guest-actions";
import type { HeaderAccount } from "./header-account";
import { LazyMobileAccountSection } from "./lazy-mobile-account-section";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import type { NavItem } from "./nav-items";
import { UserActions } from "./user-actions";

/**
 * The navigation bar's content. A client component on purpose: the page's inline payload then
 * carries its few props (the links, the account's name and flags), not the whole drawn tree
 * (brand, buttons, icons, their classes) a second time beside the HTML, on every page.
 */
export function HeaderBar({ links, account }: { links: NavItem[]; account: HeaderAccount | null }) {
  return (
    <HydrationSlice>
      <Container className="flex h-16 items-center justify-between gap-6">
        <Brand />
        <nav aria-label="Main" className="hidden flex-1 items-center justify-between lg:flex">
          <NavLinks items={links} />
          {account ? <UserActions account={account} /> : <GuestActions />}
        </nav>
        {/* On a phone the bell stays in the bar beside the menu button: the count in sight. */}
        <div className="flex items-center gap-1 lg:hidden">
          {account?.emailVerified ? <NotificationBell /> : null}
          <MobileMenu
            items={links}
            actions={
              account ? (
                <LazyMobileAccountSection
                  account={account}
                  listedHrefs={links.map((link) => link.href)}
                />
              ) : (
                <GuestActions stacked />
              )
            }
          />
        </div>
      </Container>
    </HydrationSlice>
  );
}
