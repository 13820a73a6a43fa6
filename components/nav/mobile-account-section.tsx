"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { LogOut } from "lucide-react";
import { RoleBadge } from "@/components/account/role-badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { AccountAvatar } from "./account-avatar";
import { accountLinks } from "./account-links";
import { AddCoinsButton } from "./add-coins-button";
import { EarningsChip } from "./earnings-chip";
import type { HeaderAccount } from "./header-account";
import { isActivePath } from "./active-path";
import { useLogout } from "./use-logout";
import { WalletChip } from "./wallet-chip";

interface MobileAccountSectionProps {
  account: HeaderAccount;
  /** Pages the menu already lists above this section (e.g. Dashboard): not repeated here. */
  listedHrefs?: readonly string[];
}

/** The account menu laid out for the mobile menu: the same facts and items, always visible. */
export function MobileAccountSection({ account, listedHrefs = [] }: MobileAccountSectionProps) {
  const pathname = usePathname();
  const { logout, pending } = useLogout();

  return (
    <section aria-label="Account" className="space-y-4">
      <div className="flex items-center gap-3 px-3">
        <AccountAvatar name={account.name} image={account.image} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{account.name}</p>
          <p className="truncate text-xs text-muted-foreground">{account.email}</p>
        </div>
        <RoleBadge role={account.role} />
      </div>
      {account.wallet ? (
        <div className="flex items-center gap-2 px-3">
          <WalletChip />
          <AddCoinsButton />
        </div>
      ) : null}
      {account.earnings ? (
        <div className="px-3">
          <EarningsChip linked={false} />
        </div>
      ) : null}
      <ul className="flex flex-col gap-1">
        {accountLinks(account.role)
          // Each place once: not what the menu lists above, nor Add Coins beside the Add button.
          .filter((link) => !listedHrefs.includes(link.href))
          .filter((link) => !(account.wallet && link.href === "/wallet/add"))
          .map(({ href, label, icon: Icon }) => {
            const active = isActivePath(pathname, href);
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                    active ? "bg-accent text-accent-foreground" : "text-muted-foreground",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </li>
            );
          })}
      </ul>
      <Button
        type="button"
        variant="outline"
        tone="destructive"
        className="w-full"
        loading={pending}
        onClick={() => void logout()}
      >
        {pending ? null : <LogOut aria-hidden="true" />}
        {pending ? "Logging out..." : "Log out"}
      </Button>
    </section>
  );
}
