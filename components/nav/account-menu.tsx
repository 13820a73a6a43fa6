"use client";

import { useEffect, useRef, useState } from "react";
import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { LogOut } from "lucide-react";
import { RoleBadge } from "@/components/account/role-badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { SessionUser } from "@/lib/auth/session-user";
import { AccountAvatar } from "./account-avatar";
import { ACCOUNT_MENU_TRIGGER_CLASS } from "./account-menu-trigger";
import { accountLinks } from "./account-links";
import { narrowScreenExtras } from "./nav-items";
import { useLogout } from "./use-logout";

type AccountMenuUser = Pick<SessionUser, "name" | "email" | "role" | "image">;

/** The avatar button and its menu: who is signed in, account links and Log out. */
export function AccountMenu({
  user,
  initiallyOpen = false,
  focusOnMount = false,
}: {
  user: AccountMenuUser;
  /** The stand-in (lazy-account-menu.tsx) was pressed while this code loaded or swapped in. */
  initiallyOpen?: boolean;
  /** The stand-in had focus: this button takes it over. */
  focusOnMount?: boolean;
}) {
  const pathname = usePathname();
  // Like the mobile menu: remember the path the menu was opened on, so any route change
  // (back button, a link elsewhere on the page) closes it without a resetting effect.
  const [openedOn, setOpenedOn] = useState<string | null>(initiallyOpen ? pathname : null);
  // Pressed after this code came in for a hover but before it replaced the stand-in (the press
  // began on the stand-in, so Radix never saw it): open now, once.
  const [openAsked, setOpenAsked] = useState(initiallyOpen);
  if (initiallyOpen && !openAsked) {
    setOpenAsked(true);
    setOpenedOn(pathname);
  }
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount && !initiallyOpen) trigger.current?.focus();
  }, [focusOnMount, initiallyOpen]);
  const { logout, pending } = useLogout();

  return (
    <DropdownMenu
      // Non-modal: the page stays scrollable and visible to assistive technology while the
      // menu is open; Escape, Tab and clicks outside still close it.
      modal={false}
      open={openedOn === pathname}
      onOpenChange={(open) => setOpenedOn(open ? pathname : null)}
    >
      <DropdownMenuTrigger
        ref={trigger}
        aria-label="Account menu"
        className={ACCOUNT_MENU_TRIGGER_CLASS}
      >
        <AccountAvatar name={user.name} image={user.image} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-1.5 py-2 font-normal">
          <span className="truncate text-sm font-semibold">{user.name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          <RoleBadge role={user.role} className="mt-0.5" />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {accountLinks(user.role).map(({ href, label, icon: Icon }) => (
            <DropdownMenuItem key={href} asChild>
              <Link href={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
          {/* The bar's wide-screen links, here while the bar has no room for them. */}
          {narrowScreenExtras(user.role).map(({ href, label }) => (
            <DropdownMenuItem key={href} asChild className="xl:hidden">
              <Link href={href}>{label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={pending} onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          {pending ? "Logging out..." : "Log out"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
