// The steps of a chargeback's life, each inside the caller's transaction with the order's row
// locked (disputed-order.ts): the ledger movement, the Chargeback row, its audit entry and the
// buyer's email, together or not at all.
//   open: hold what the wallet still has of what the top-up owes;
//   won:  the hold back to the wallet;
//   lost: take back what is owed, from the hold, then the wallet; the rest is the wallet's debt.
import "server-only";
import { requestActor } from "@/lib/server/audit/audit-actor";
import type { Chargeback, Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import {
  holdForChargeback,
  recoverChargeback,
  releaseChargebackHold,
  type ChargebackOwed,
} from "@/lib/server/ledger/protection-flows";
import type { Tx } from "@/lib/server/ledger/types";
import {
  chargebackLostEmail,
  chargebackOpenedEmail,
  chargebackWonEmail,
  type ChargebackMailDetails,
} from "@/lib/server/mail/chargeback-emails";
import { enqueueMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { notifyChargeback } from "@/lib/server/payments/payment-notifications";
import type { DisputeFacts } from "./dispute-event";
import { owedOf, type DisputedOrder } from "./disputed-order";
import { owedTotal } from "./owed";
import { lockWalletCoins } from "./wallet-debt";

export interface StepContext {
  tx: Tx;
  order: DisputedOrder;
  /** Who caused it: null for the provider's webhook (the audit's system actor). */
  actorId: string | null;
}

async function mailTo(
  context: StepContext,
  chargeback: Pick<Chargeback, "amountMinor">,
): Promise<ChargebackMailDetails> {
  const user = await context.tx.user.findUniqueOrThrow({
    where: { id: context.order.userId },
    select: { email: true, name: true },
  });
  return {
    to: user.email,
    name: user.name,
    amountMinor: chargeback.amountMinor,
    currency: context.order.currency,
    providerOrderId: context.order.providerOrderId,
  };
}

/** The chargeback as the ledger's flows take it, and who moves its coins. */
const ledgerRef = (context: StepContext, chargeback: Pick<Chargeback, "id">) => ({
  chargeback: { id: chargeback.id, order: context.order },
  actor: requestActor(),
});

/** The provider's latest word on the dispute: phase, reason and deadline, as it says them. */
function providerFields(facts: DisputeFacts) {
  return {
    ...(facts.phase ? { phase: facts.phase } : {}),
    ...(facts.reasonCode ? { reasonCode: facts.reasonCode } : {}),
    ...(facts.respondBy ? { respondBy: facts.respondBy } : {}),
  };
}

/**
 * A new chargeback: recorded, and the coins of its top-up still in the wallet (what it owes at
 * most) moved to its hold. A dispute in another currency than the order's cannot be shared out:
 * it is recorded as the order's whole amount (so it owes the whole top-up), its own amount and
 * currency kept in the audit entry.
 */
export async function openChargeback(
  context: StepContext,
  facts: DisputeFacts,
): Promise<{ chargeback: Chargeback; mails: QueuedMail[] }> {
  const { tx, order } = context;
  const sameCurrency = facts.currency === null || facts.currency === order.currency;
  const amountMinor = sameCurrency ? facts.amountMinor : order.amountMinor;
  const owed = await owedOf(tx, { order, self: null, dispute: { amountMinor, currency: null } });
  const walletCoins = await lockWalletCoins(tx, order.userId);
  const heldCoins = Math.min(walletCoins, owedTotal(owed));
  const chargeback = await tx.chargeback.create({
    data: {
      paymentOrderId: order.id,
      providerDisputeId: facts.disputeId,
      amountMinor,
      heldCoins,
      ...providerFields(facts),
    },
  });
  await holdForChargeback(tx, { ...ledgerRef(context, chargeback), coins: heldCoins });
  await recordAudit(tx, {
    actorId: context.actorId,
    action: "chargeback.opened",
    entityType: "chargeback",
    entityId: chargeback.id,
    after: { status: "open", heldCoins },
    data: {
      paymentOrderId: order.id,
      providerDisputeId: facts.disputeId,
      amountMinor: facts.amountMinor,
      currency: facts.currency ?? order.currency,
      owedCoins: owed.coins,
      owedBonus: owed.bonus,
      walletCoins,
      phase: facts.phase,
      respondBy: facts.respondBy?.toISOString() ?? null,
    },
  });
  const mail = chargebackOpenedEmail({ ...(await mailTo(context, chargeback)), heldCoins });
  await notifyChargeback(tx, { order, amountMinor, step: { kind: "opened", heldCoins } });
  return { chargeback, mails: [await enqueueMail(tx, mail)] };
}

/** A later event that decides nothing: the provider's phase, reason and deadline, audited. */
export async function updateChargeback(
  context: StepContext,
  chargeback: Chargeback,
  update: { facts: DisputeFacts; event: string },
): Promise<Chargeback> {
  const { facts, event } = update;
  const changes = providerFields(facts);
  const changed =
    (changes.phase !== undefined && changes.phase !== chargeback.phase) ||
    (changes.reasonCode !== undefined && changes.reasonCode !== chargeback.reasonCode) ||
    (changes.respondBy !== undefined &&
      changes.respondBy.getTime() !== chargeback.respondBy?.getTime());
  if (!changed) return chargeback;
  const updated = await context.tx.chargeback.update({
    where: { id: chargeback.id },
    data: changes,
  });
  await recordAudit(context.tx, {
    actorId: context.actorId,
    action: "chargeback.updated",
    entityType: "chargeback",
    entityId: chargeback.id,
    before: auditedFields(chargeback),
    after: auditedFields(updated),
    data: { event },
  });
  return updated;
}

function auditedFields(row: Chargeback): Prisma.InputJsonObject {
  return {
    status: row.status,
    phase: row.phase,
    reasonCode: row.reasonCode,
    respondBy: row.respondBy?.toISOString() ?? null,
  };
}

/** Decided for us: the held coins back to the wallet (an open chargeback only). */
export async function winChargeback(
  context: StepContext,
  chargeback: Chargeback,
): Promise<{ chargeback: Chargeback; mails: QueuedMail[] }> {
  const { tx } = context;
  await releaseChargebackHold(tx, {
    ...ledgerRef(context, chargeback),
    heldCoins: chargeback.heldCoins,
  });
  const decided = await tx.chargeback.update({
    where: { id: chargeback.id },
    data: { status: "won", decidedAt: new Date() },
  });
  await recordAudit(tx, {
    actorId: context.actorId,
    action: "chargeback.won",
    entityType: "chargeback",
    entityId: chargeback.id,
    before: { status: chargeback.status, heldCoins: chargeback.heldCoins },
    after: { status: "won" },
    data: { paymentOrderId: context.order.id, releasedCoins: chargeback.heldCoins },
  });
  const mail = chargebackWonEmail({
    ...(await mailTo(context, chargeback)),
    releasedCoins: chargeback.heldCoins,
  });
  await notifyChargeback(tx, {
    order: context.order,
    amountMinor: chargeback.amountMinor,
    step: { kind: "won", releasedCoins: chargeback.heldCoins },
  });
  return { chargeback: decided, mails: [await enqueueMail(tx, mail)] };
}

/**
 * What a lost chargeback takes back is never less than it holds: the hold empties whatever
 * happened to the order's other chargebacks since it opened (the paid coins first, then bonus).
 */
function coveringHold(owed: ChargebackOwed, held: number, order: DisputedOrder): ChargebackOwed {
  if (owedTotal(owed) >= held) return owed;
  const coins = Math.min(order.coins, Math.max(owed.coins, held - owed.bonus));
  return { coins, bonus: Math.max(owed.bonus, held - coins) };
}

/**
 * Decided against us: the coins the top-up owes go back where they came from, first from the
 * hold, then from the wallet; what neither holds any more becomes the wallet's debt. A
 * chargeback won before and lost later (the card holder challenged it again) has no hold left:
 * it takes back from the wallet and as debt alike.
 */
export async function loseChargeback(
  context: StepContext,
  chargeback: Chargeback,
  facts: DisputeFacts,
): Promise<{ chargeback: Chargeback; mails: QueuedMail[] }> {
  const { tx, order } = context;
  const heldCoins = chargeback.status === "open" ? chargeback.heldCoins : 0;
  const owed = coveringHold(
    await owedOf(tx, {
      order,
      self: chargeback,
      dispute: { amountMinor: chargeback.amountMinor, currency: null },
    }),
    heldCoins,
    order,
  );
  const walletCoins = await lockWalletCoins(tx, order.userId);
  const { recovered, debt } = await recoverChargeback(tx, {
    ...ledgerRef(context, chargeback),
    owed,
    heldCoins,
    walletCoins,
  });
  const decided = await tx.chargeback.update({
    where: { id: chargeback.id },
    data: { status: "lost", debtCoins: debt, decidedAt: new Date() },
  });
  await recordAudit(tx, {
    actorId: context.actorId,
    action: "chargeback.lost",
    entityType: "chargeback",
    entityId: chargeback.id,
    before: { status: chargeback.status, heldCoins },
    after: { status: "lost", debtCoins: debt },
    data: {
      paymentOrderId: order.id,
      owedCoins: owed.coins,
      owedBonus: owed.bonus,
      walletCoins,
      recoveredCoins: recovered,
      debtCoins: debt,
      amountDeducted: facts.amountDeducted,
    },
  });
  const mail = chargebackLostEmail({
    ...(await mailTo(context, chargeback)),
    recoveredCoins: recovered,
    debtCoins: debt,
  });
  await notifyChargeback(tx, {
    order,
    amountMinor: chargeback.amountMinor,
    step: { kind: "lost", recoveredCoins: recovered, debtCoins: debt },
  });
  return { chargeback: decided, mails: [await enqueueMail(tx, mail)] };
}
