"use client";

import Link from "@/components/ui/link";
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
import { useMenuHandover, type MenuHandover } from "./use-menu-handover";
import { useLogout } from "./use-logout";

type AccountMenuUser = Pick<SessionUser, "name" | "email" | "role" | "image">;

/** The avatar button and its menu: who is signed in, account links and Log out. */
export function AccountMenu({ user, ...handover }: { user: AccountMenuUser } & MenuHandover) {
  const { trigger, open, onOpenChange } = useMenuHandover(handover);
  const { logout, pending } = useLogout();

  return (
    <DropdownMenu
      // Non-modal: the page stays scrollable and visible to assistive technology while the
      // menu is open; Escape, Tab and clicks outside still close it.
      modal={false}
      open={open}
      onOpenChange={onOpenChange}
    >
      <DropdownMenuTrigger
        ref={trigger}
        aria-label="Account menu"
        className={ACCOUNT_MENU_TRIGGER_CLASS}
      >
        <AccountAvatar name={user.name} image={user.image} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel look="identity">
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
