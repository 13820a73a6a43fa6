import { showsBalance } from "@/lib/auth/balances";
import type { SessionUser } from "@/lib/auth/session-user";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { LazyAccountMenu } from "./lazy-account-menu";
import { AddCoinsButton } from "./add-coins-button";
import { EarningsChip } from "./earnings-chip";
import { WalletChip } from "./wallet-chip";

/** The signed-in end of the navigation bar on wide screens. */
export function UserActions({ user }: { user: SessionUser }) {
  return (
    <div className="flex items-center gap-2">
      {showsBalance(user, "wallet") ? (
        <>
          <WalletChip />
          <AddCoinsButton className="mr-1" />
        </>
      ) : null}
      {showsBalance(user, "earnings") ? <EarningsChip className="mr-1" /> : null}
      {/* Before the email is verified the notifications' pages and counts refuse the account. */}
      {user.emailVerified ? <NotificationBell /> : null}
      <LazyAccountMenu
        user={{ name: user.name, email: user.email, role: user.role, image: user.image }}
      />
    </div>
  );
}
