// A credited top-up repays the wallet's debt first (after a lost chargeback), in the credit's
// own transaction: the coins never sit spendable in a wallet that owes. Audited, and the buyer
// is told how much went to the debt and what is left of it.
import "server-only";
import { requestActor } from "@/lib/server/audit/audit-actor";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { debtOf } from "@/lib/server/ledger/accounts";
import { repayDebt } from "@/lib/server/ledger/protection-flows";
import type { Tx } from "@/lib/server/ledger/types";
import { debtRepaidEmail } from "@/lib/server/mail/chargeback-emails";
import { enqueueMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { lockWalletCoins } from "./wallet-debt";

export interface DebtRepayment {
  repaid: number;
  mail: QueuedMail | null;
}

/** Call after the top-up's coins are in the wallet, with the order's row locked. */
export async function repayWalletDebt(
  tx: Tx,
  order: { id: string; userId: string },
): Promise<DebtRepayment> {
  const owed = await debtOf(tx, order.userId);
  if (owed <= 0) return { repaid: 0, mail: null };
  const walletCoins = await lockWalletCoins(tx, order.userId);
  const repaid = await repayDebt(tx, {
    userId: order.userId,
    cause: { paymentOrderId: order.id },
    walletCoins,
    actor: requestActor(),
  });
  if (repaid <= 0) return { repaid: 0, mail: null };
  const stillOwed = owed - repaid;
  await recordAudit(tx, {
    actorId: null,
    action: "wallet.debt_repaid",
    entityType: "user",
    entityId: order.userId,
    before: { debtCoins: owed },
    after: { debtCoins: stillOwed },
    data: { paymentOrderId: order.id, repaidCoins: repaid },
  });
  const user = await tx.user.findUniqueOrThrow({
    where: { id: order.userId },
    select: { email: true, name: true },
  });
  const mail = await enqueueMail(
    tx,
    debtRepaidEmail({ to: user.email, name: user.name, repaidCoins: repaid, stillOwed }),
  );
  return { repaid, mail };
}
