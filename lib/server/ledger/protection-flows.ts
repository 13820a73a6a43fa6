// The ledger's buyer-protection flows, named once here like flows.ts's: earnings that clear
// (clearing -> earnings), and card disputes of top-ups (chargebacks): the top-up's coins held,
// given back, or taken back, with a debt on the wallet for what it no longer holds, which later
// top-ups repay. transfer() stays the one writer underneath, inside the caller's transaction.
import "server-only";
import type { PaymentOrder } from "@/generated/prisma/client";
import {
  chargebackHoldOf,
  debtOf,
  ensureClearing,
  ensureDebt,
  ensureEarnings,
  ensureWallet,
  openAccountPair,
} from "./accounts";
import type { AuditActor } from "@/lib/server/audit/audit-actor";
import { transfer, type TransferResult } from "./transfer";
import { PLATFORM_ACCOUNT, type Tx } from "./types";

// Idempotency keys, one format a flow: never change a format.
const clearKey = (bookingId: string) => `earnings_clear:${bookingId}`;
const chargebackKey = (
  step: "hold" | "release" | "recover" | "recover_bonus" | "debt" | "debt_bonus",
  chargebackId: string,
) => `chargeback_${step}:${chargebackId}`;
const debtRepaymentKey = (userId: string, cause: string) => `debt_repayment:${userId}:${cause}`;

/** Cleared earnings of one completed booking: the organization's clearing account -> earnings. */
export async function clearEarnings(
  tx: Tx,
  params: {
    clearance: { bookingId: string; coins: number };
    organizationUserId: string;
    actor: AuditActor;
  },
): Promise<TransferResult> {
  const { clearance, organizationUserId, actor } = params;
  return transfer(tx, {
    debitAccountId: await ensureClearing(tx, organizationUserId),
    creditAccountId: await ensureEarnings(tx, organizationUserId),
    amount: clearance.coins,
    kind: "earnings_clear",
    idempotencyKey: clearKey(clearance.bookingId),
    bookingId: clearance.bookingId,
    actor,
  });
}

/** What a chargeback flow reads of its top-up: the buyer, its coins and bonus. */
type DisputedOrder = Pick<PaymentOrder, "id" | "userId" | "coins" | "bonusCoins">;

/** The chargeback a flow moves coins for, and who moves them. */
interface ChargebackStep {
  chargeback: { id: string; order: DisputedOrder };
  actor: AuditActor;
}

/**
 * A chargeback opened: `coins` of its top-up still in the wallet (the caller reads how many, at
 * most the top-up's coins and bonus) move into the chargeback's own, new hold account, so they
 * cannot be spent while the issuer decides. Opens the hold account even for 0 coins.
 */
export async function holdForChargeback(
  tx: Tx,
  params: ChargebackStep & { coins: number },
): Promise<void> {
  const { chargeback, coins, actor } = params;
  const { ownedId: walletId, heldId } = await openAccountPair(
    tx,
    { kind: "user_wallet", userId: chargeback.order.userId },
    { kind: "chargeback_hold", operationId: chargeback.id },
  );
  if (coins <= 0) return;
  await transfer(tx, {
    debitAccountId: walletId,
    creditAccountId: heldId,
    amount: coins,
    kind: "chargeback_hold",
    idempotencyKey: chargebackKey("hold", chargeback.id),
    paymentOrderId: chargeback.order.id,
    actor,
  });
}

/** A chargeback won: its held coins back to the wallet. */
export async function releaseChargebackHold(
  tx: Tx,
  params: ChargebackStep & { heldCoins: number },
): Promise<void> {
  const { chargeback, heldCoins, actor } = params;
  if (heldCoins <= 0) return;
  await transfer(tx, {
    debitAccountId: await chargebackHoldOf(tx, chargeback.id),
    creditAccountId: await ensureWallet(tx, chargeback.order.userId),
    amount: heldCoins,
    kind: "chargeback_release",
    idempotencyKey: chargebackKey("release", chargeback.id),
    paymentOrderId: chargeback.order.id,
    actor,
  });
}

/** How a lost chargeback's coins were taken back: from the hold, the wallet, and as debt. */
export interface ChargebackRecovery {
  /** Coins taken from the hold and the wallet. */
  recovered: number;
  /** Coins neither held: the wallet's new debt, the platform's loss until repaid. */
  debt: number;
}

/** The coins a lost chargeback takes back: paid coins (to issuance) and bonus (to promotions). */
export interface ChargebackOwed {
  coins: number;
  bonus: number;
}

/**
 * A chargeback lost: the coins it takes back leave circulation again (paid coins to issuance,
 * bonus to promotions), first from the hold (at most what is owed: the caller held no more),
 * then from what the wallet holds now (`walletCoins`, read by the caller under the wallet's
 * lock); what neither holds becomes the wallet's debt (its debt account -> the sources), so
 * issuance again counts only coins that stay paid for.
 */
export async function recoverChargeback(
  tx: Tx,
  params: ChargebackStep & { owed: ChargebackOwed; heldCoins: number; walletCoins: number },
): Promise<ChargebackRecovery> {
  const { chargeback, owed, heldCoins, walletCoins, actor } = params;
  const { order } = chargeback;
  const total = owed.coins + owed.bonus;
  if (heldCoins > total) throw new Error("ledger: a chargeback held more than it can take back");
  const recovered = heldCoins + Math.min(total - heldCoins, walletCoins);
  const walletId = await ensureWallet(tx, order.userId);
  // The hold's coins go home through the wallet's books (hold -> wallet -> sources), so each
  // source gets back exactly its own part whichever account held the coins.
  if (heldCoins > 0) {
    await transfer(tx, {
      debitAccountId: await chargebackHoldOf(tx, chargeback.id),
      creditAccountId: walletId,
      amount: heldCoins,
      kind: "chargeback_release",
      idempotencyKey: chargebackKey("release", chargeback.id),
      paymentOrderId: order.id,
      actor,
    });
  }
  // Paid coins first, then the bonus; each part's shortfall is debt.
  const paidBack = Math.min(recovered, owed.coins);
  const parts = [
    {
      source: PLATFORM_ACCOUNT.issuance,
      back: paidBack,
      short: owed.coins - paidBack,
      keys: ["recover", "debt"] as const,
    },
    {
      source: PLATFORM_ACCOUNT.promotions,
      back: recovered - paidBack,
      short: owed.bonus - (recovered - paidBack),
      keys: ["recover_bonus", "debt_bonus"] as const,
    },
  ];
  const debt = total - recovered;
  const debtId = debt > 0 ? await ensureDebt(tx, order.userId) : null;
  for (const part of parts) {
    if (part.back > 0) {
      await transfer(tx, {
        debitAccountId: walletId,
        creditAccountId: part.source,
        amount: part.back,
        kind: "chargeback_recovery",
        idempotencyKey: chargebackKey(part.keys[0], chargeback.id),
        paymentOrderId: order.id,
        actor,
      });
    }
    if (part.short > 0 && debtId) {
      await transfer(tx, {
        debitAccountId: debtId,
        creditAccountId: part.source,
        amount: part.short,
        kind: "chargeback_debt",
        idempotencyKey: chargebackKey(part.keys[1], chargeback.id),
        paymentOrderId: order.id,
        actor,
      });
    }
  }
  return { recovered, debt };
}

/**
 * Repays as much of the wallet's debt as the wallet holds (wallet -> its debt account), once per
 * cause (the top-up that brought the coins). Returns the coins repaid.
 */
export async function repayDebt(
  tx: Tx,
  params: {
    userId: string;
    cause: { paymentOrderId: string };
    walletCoins: number;
    actor: AuditActor;
  },
): Promise<number> {
  const { userId, cause, walletCoins, actor } = params;
  const owed = await debtOf(tx, userId);
  const coins = Math.min(owed, walletCoins);
  if (coins <= 0) return 0;
  await transfer(tx, {
    debitAccountId: await ensureWallet(tx, userId),
    creditAccountId: await ensureDebt(tx, userId),
    amount: coins,
    kind: "debt_repayment",
    idempotencyKey: debtRepaymentKey(userId, cause.paymentOrderId),
    paymentOrderId: cause.paymentOrderId,
    actor,
  });
  return coins;
}
