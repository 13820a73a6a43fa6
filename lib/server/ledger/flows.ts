// The ledger's named money flows: every way coins move, each named once here with its accounts,
// its transfer kind and its idempotency key. Payments, bookings, the demo seed and the test
// fixtures call these; transfer() stays the one writer underneath, inside the caller's
// transaction. Top-ups: issuance -> wallet for the paid coins, promotions -> wallet for the
// bonus. Bookings: wallet -> escrow -> earnings (net) and revenue (commission), or back to the
// wallet. Conversions: earnings -> the request's hold -> redeemed (net) and revenue (fee), or back
// to earnings.
import "server-only";
import type { Booking, ConversionRequest, PaymentOrder } from "@/generated/prisma/client";
import {
  bookingEscrowOf,
  conversionHoldOf,
  ensureClearing,
  ensureEarnings,
  ensureWallet,
  openAccountPair,
} from "./accounts";
import type { AuditActor } from "@/lib/server/audit/audit-actor";
import { transfer, type TransferResult } from "./transfer";
import { PLATFORM_ACCOUNT, type LedgerTransferKind, type Tx } from "./types";

// Idempotency keys, one format a flow. Databases hold rows with these exact keys, and a replay
// must find them: never change a format.
const topUpKey = (orderId: string) => `topup:${orderId}`;
const topUpBonusKey = (orderId: string) => `topup_bonus:${orderId}`;
const topUpRefundKey = (orderId: string, attempt: string) => `topup_refund:${orderId}:${attempt}`;
const topUpRefundReversalKey = (orderId: string, attempt: string) =>
  `topup_refund_reversal:${orderId}:${attempt}`;
const bookingKey = (bookingId: string) => `booking:${bookingId}`;
const bookingCompleteKey = (bookingId: string) => `booking_complete:${bookingId}`;
const bookingCommissionKey = (bookingId: string) => `booking_commission:${bookingId}`;
const bookingCancelKey = (bookingId: string) => `booking_cancel:${bookingId}`;
const bookingPartialRefundKey = (bookingId: string) => `booking_partial_refund:${bookingId}`;
const conversionKey = (step: "request" | "approve" | "fee" | "return", requestId: string) =>
  `conversion_${step}:${requestId}`;

/** What a top-up flow reads of its payment order: coins paid for, and bonusCoins on top. */
export type TopUpOrder = Pick<PaymentOrder, "id" | "userId" | "coins" | "bonusCoins">;

/** What a booking flow reads of its booking: its coins are the booking's totalAmount. */
export type BookedCoins = Pick<Booking, "id" | "userId" | "totalAmount">;
/** A booking being completed: its commission was fixed when it was booked. */
export type CompletedCoins = BookedCoins & Pick<Booking, "commissionCoins">;

/** What a conversion flow reads of its request: its coins are the request's amount. */
export type ConvertedCoins = Pick<ConversionRequest, "id" | "amount">;
/** A conversion being approved: its fee was fixed when it was asked. */
export type RedeemedCoins = ConvertedCoins & Pick<ConversionRequest, "feeCoins">;

/** Who moves the coins (the movement's audit entry names them), and when. */
export interface FlowOptions {
  actor: AuditActor;
  /** When it happened, for importing history (the demo seed); defaults to now. */
  at?: Date;
}

/** One step of a top-up's life: its transfer kinds and keys, and which way the coins go. */
interface TopUpStep {
  toWallet: boolean;
  kinds: { paid: LedgerTransferKind; bonus: LedgerTransferKind };
  keys: { paid: string; bonus: string };
  actor: AuditActor;
  at?: Date;
}

/**
 * A top-up's coins between the buyer's wallet and where they come from: the paid coins and
 * issuance, the bonus and promotions (never issued against the payment). One transfer each,
 * the bonus's only when there is one.
 */
async function moveTopUp(tx: Tx, order: TopUpOrder, step: TopUpStep): Promise<TransferResult> {
  const walletId = await ensureWallet(tx, order.userId);
  const between = (source: string) =>
    step.toWallet
      ? { debitAccountId: source, creditAccountId: walletId }
      : { debitAccountId: walletId, creditAccountId: source };
  const common = { paymentOrderId: order.id, at: step.at, actor: step.actor };
  const paid = await transfer(tx, {
    ...between(PLATFORM_ACCOUNT.issuance),
    amount: order.coins,
    kind: step.kinds.paid,
    idempotencyKey: step.keys.paid,
    ...common,
  });
  if (order.bonusCoins > 0) {
    await transfer(tx, {
      ...between(PLATFORM_ACCOUNT.promotions),
      amount: order.bonusCoins,
      kind: step.kinds.bonus,
      idempotencyKey: step.keys.bonus,
      ...common,
    });
  }
  return paid;
}

/** A paid top-up, once per payment order: its coins and bonus into the buyer's wallet. */
export async function creditTopUp(
  tx: Tx,
  params: FlowOptions & { order: TopUpOrder },
): Promise<TransferResult> {
  const { order, actor, at } = params;
  return moveTopUp(tx, order, {
    toWallet: true,
    kinds: { paid: "topup", bonus: "topup_bonus" },
    keys: { paid: topUpKey(order.id), bonus: topUpBonusKey(order.id) },
    actor,
    at,
  });
}

/**
 * A top-up being refunded, once per refund attempt: its coins and bonus leave the wallet for
 * their sources. Throws InsufficientFundsError when some of them were spent.
 */
export async function refundTopUpCoins(
  tx: Tx,
  params: { order: TopUpOrder; attempt: string; actor: AuditActor },
): Promise<TransferResult> {
  const { order, attempt, actor } = params;
  const key = topUpRefundKey(order.id, attempt);
  return moveTopUp(tx, order, {
    toWallet: false,
    kinds: { paid: "topup_refund", bonus: "topup_bonus_refund" },
    keys: { paid: key, bonus: `${key}:bonus` },
    actor,
  });
}

/** The provider refused that refund attempt: the coins it took go back to the wallet. */
export async function reverseTopUpRefund(
  tx: Tx,
  params: { order: TopUpOrder; attempt: string; actor: AuditActor },
): Promise<TransferResult> {
  const { order, attempt, actor } = params;
  const key = topUpRefundReversalKey(order.id, attempt);
  return moveTopUp(tx, order, {
    toWallet: true,
    kinds: { paid: "topup_refund_reversal", bonus: "topup_bonus_refund_reversal" },
    keys: { paid: key, bonus: `${key}:bonus` },
    actor,
  });
}

/**
 * A new booking: its price from the booker's wallet into the booking's own, new escrow account.
 * Throws InsufficientFundsError when the wallet cannot pay.
 */
export async function escrowBooking(
  tx: Tx,
  params: FlowOptions & { booking: BookedCoins },
): Promise<TransferResult> {
  const { booking, actor, at } = params;
  const { ownedId: walletId, heldId: escrowId } = await openAccountPair(
    tx,
    { kind: "user_wallet", userId: booking.userId },
    { kind: "booking_escrow", operationId: booking.id },
  );
  return transfer(tx, {
    debitAccountId: walletId,
    creditAccountId: escrowId,
    amount: booking.totalAmount,
    kind: "booking",
    idempotencyKey: bookingKey(booking.id),
    bookingId: booking.id,
    at,
    actor,
  });
}

/** Where a completed booking pays its organization: at once, or clearing until a date. */
export interface ReleaseOptions extends FlowOptions {
  /**
   * When the organization's part clears: it waits in the organization's clearing account (with
   * an EarningsClearance row the caller writes) until then. Null or absent: straight to earnings.
   */
  clearing?: boolean;
  /**
   * Coins a dispute gave back to the customer (a split, an accepted offer): escrow -> wallet
   * first; the organization gets totalAmount - refundedCoins less the commission, which the
   * caller recomputed on that part alone (booking.commissionCoins).
   */
  refundedCoins?: number;
}

/**
 * A completed booking: its escrow to the organization (net of the commission fixed when it was
 * booked, or recomputed on its part after a dispute), the commission to the platform's revenue,
 * and a dispute's refunded part back to the customer, in the caller's transaction. Each part is
 * left out when it is zero (a booking made before commissions; a 1-coin price at 15%).
 */
export async function releaseToOrganization(
  tx: Tx,
  options: ReleaseOptions & { booking: CompletedCoins; organizationUserId: string },
): Promise<void> {
  const { booking, organizationUserId, actor } = options;
  const escrowId = await bookingEscrowOf(tx, booking.id);
  const refunded = options.refundedCoins ?? 0;
  if (refunded > 0) {
    await transfer(tx, {
      debitAccountId: escrowId,
      creditAccountId: await ensureWallet(tx, booking.userId),
      amount: refunded,
      kind: "booking_partial_refund",
      idempotencyKey: bookingPartialRefundKey(booking.id),
      bookingId: booking.id,
      at: options.at,
      actor,
    });
  }
  const net = booking.totalAmount - refunded - booking.commissionCoins;
  if (net > 0) {
    await transfer(tx, {
      debitAccountId: escrowId,
      creditAccountId: options.clearing
        ? await ensureClearing(tx, organizationUserId)
        : await ensureEarnings(tx, organizationUserId),
      amount: net,
      kind: "booking_complete",
      idempotencyKey: bookingCompleteKey(booking.id),
      bookingId: booking.id,
      at: options.at,
      actor,
    });
  }
  if (booking.commissionCoins > 0) {
    await transfer(tx, {
      debitAccountId: escrowId,
      creditAccountId: PLATFORM_ACCOUNT.revenue,
      amount: booking.commissionCoins,
      kind: "booking_commission",
      idempotencyKey: bookingCommissionKey(booking.id),
      bookingId: booking.id,
      at: options.at,
      actor,
    });
  }
}

/** A cancelled booking: its escrow back to the booker's wallet, in full. */
export async function refundBooking(
  tx: Tx,
  params: { booking: BookedCoins; actor: AuditActor },
): Promise<TransferResult> {
  const { booking, actor } = params;
  return transfer(tx, {
    debitAccountId: await bookingEscrowOf(tx, booking.id),
    creditAccountId: await ensureWallet(tx, booking.userId),
    amount: booking.totalAmount,
    kind: "booking_cancel",
    idempotencyKey: bookingCancelKey(booking.id),
    bookingId: booking.id,
    actor,
  });
}

/**
 * A conversion request: its coins from the organization's earnings into the request's own, new
 * hold account, so they cannot be spent or asked for twice while an admin decides. Throws
 * InsufficientFundsError when the earnings cannot cover it.
 */
export async function holdForConversion(
  tx: Tx,
  params: FlowOptions & { request: ConvertedCoins; organizationUserId: string },
): Promise<TransferResult> {
  const { request, organizationUserId, actor, at } = params;
  const { ownedId: earningsId, heldId: holdId } = await openAccountPair(
    tx,
    { kind: "org_earnings", userId: organizationUserId },
    { kind: "conversion_hold", operationId: request.id },
  );
  return transfer(tx, {
    debitAccountId: earningsId,
    creditAccountId: holdId,
    amount: request.amount,
    kind: "conversion_request",
    idempotencyKey: conversionKey("request", request.id),
    conversionRequestId: request.id,
    at,
    actor,
  });
}

/**
 * An approved conversion: the held coins leave circulation (paid out in money), but for the fee
 * fixed when it was asked, which goes to the platform's revenue in the same transaction.
 */
export async function redeemConversion(
  tx: Tx,
  params: FlowOptions & { request: RedeemedCoins },
): Promise<void> {
  const { request, actor, at } = params;
  const holdId = await conversionHoldOf(tx, request.id);
  await transfer(tx, {
    debitAccountId: holdId,
    creditAccountId: PLATFORM_ACCOUNT.redemption,
    amount: request.amount - request.feeCoins,
    kind: "conversion_approve",
    idempotencyKey: conversionKey("approve", request.id),
    conversionRequestId: request.id,
    at,
    actor,
  });
  if (request.feeCoins > 0) {
    await transfer(tx, {
      debitAccountId: holdId,
      creditAccountId: PLATFORM_ACCOUNT.revenue,
      amount: request.feeCoins,
      kind: "conversion_fee",
      idempotencyKey: conversionKey("fee", request.id),
      conversionRequestId: request.id,
      at,
      actor,
    });
  }
}

/**
 * A rejected, cancelled or failed conversion: the held coins back to the organization's earnings.
 * A payout that failed or was reversed returns them as a rejection does.
 */
export async function releaseConversionHold(
  tx: Tx,
  params: FlowOptions & {
    request: ConvertedCoins;
    organizationUserId: string;
    why: "rejected" | "cancelled" | "payout_failed";
  },
): Promise<TransferResult> {
  const { request, organizationUserId, why, actor, at } = params;
  const kind = why === "cancelled" ? "conversion_cancel" : "conversion_reject";
  return transfer(tx, {
    debitAccountId: await conversionHoldOf(tx, request.id),
    creditAccountId: await ensureEarnings(tx, organizationUserId),
    amount: request.amount,
    kind,
    // One key for both ways back: a request returns its coins once, however it ends.
    idempotencyKey: conversionKey("return", request.id),
    conversionRequestId: request.id,
    at,
    actor,
  });
}
