import { isAllowed } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { LazyAccountMenu } from "./lazy-account-menu";
import { AddCoinsButton } from "./add-coins-button";
import { EarningsChip } from "./earnings-chip";
import { WalletChip } from "./wallet-chip";

/** The signed-in end of the navigation bar on wide screens. */
export function UserActions({ user }: { user: SessionUser }) {
  return (
    <div className="flex items-center gap-2">
      {isAllowed(user.role, "wallet.read") ? (
        <>
          <WalletChip />
          <AddCoinsButton className="mr-1" />
        </>
      ) : null}
      {isAllowed(user.role, "earnings.read") ? <EarningsChip className="mr-1" /> : null}
      <LazyAccountMenu
        user={{ name: user.name, email: user.email, role: user.role, image: user.image }}
      />
    </div>
  );
}
