import { NotificationBell } from "@/components/notifications/notification-bell";
import type { HeaderAccount } from "./header-account";
import { LazyAccountMenu } from "./lazy-account-menu";
import { AddCoinsButton } from "./add-coins-button";
import { EarningsChip } from "./earnings-chip";
import { WalletChip } from "./wallet-chip";

/** The signed-in end of the navigation bar on wide screens. */
export function UserActions({ account }: { account: HeaderAccount }) {
  return (
    <div className="flex items-center gap-2">
      {account.wallet ? (
        <>
          <WalletChip />
          <AddCoinsButton className="mr-1" />
        </>
      ) : null}
      {account.earnings ? <EarningsChip className="mr-1" /> : null}
      {/* Before the email is verified the notifications' pages and counts refuse the account. */}
      {account.emailVerified ? <NotificationBell /> : null}
      <LazyAccountMenu user={account} />
    </div>
  );
}
