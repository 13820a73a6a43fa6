// Card disputes (chargebacks) for integration tests, over HTTP in test mode: a top-up paid and
// verified as the browser does, Razorpay's payment.dispute.* events signed the way it signs
// them, and the coins a test counts (wallet, hold, debt).
import { afterEach, beforeAll, expect, vi } from "vitest";
import { POST as verifyRoute } from "@/app/api/v1/payments/verify/route";
import { POST as bookRoute } from "@/app/api/v1/services/[id]/book/route";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { call } from "./http";
import { deliver, orderFor, pay, walletBalance, type PayingAccount } from "./payments";

export { walletBalance };

export interface PaidTopUp {
  /** Our order id. */
  id: string;
  providerOrderId: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  coins: number;
  bonus: number;
}

/** A top-up of `amount` rupees, paid in the simulated checkout and verified by the browser. */
export async function paidTopUp(account: PayingAccount, amount = 500): Promise<PaidTopUp> {
  const order = await orderFor(account, amount);
  const checkout = await pay(account, order.orderId);
  const verified = await call<{ debtRepaid: number }>(verifyRoute, "/api/v1/payments/verify", {
    bearer: account.token,
    body: checkout,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const row = await db().paymentOrder.findUniqueOrThrow({
    where: { providerOrderId: order.orderId },
  });
  return {
    id: row.id,
    providerOrderId: order.orderId,
    paymentId: checkout.razorpay_payment_id,
    amountMinor: row.amountMinor,
    currency: row.currency,
    coins: row.coins,
    bonus: row.bonusCoins,
  };
}

let disputes = 0;
export const newDisputeId = () => {
  disputes += 1;
  return `disp_test_${Date.now()}_${disputes}`;
};

export interface DisputeOptions {
  disputeId: string;
  amountMinor?: number;
  currency?: string;
  status?: string;
  phase?: string;
  amountDeducted?: number;
  respondBy?: number;
}

/** Razorpay's body for a payment.dispute.* event of the top-up. */
export function disputeEvent(name: string, topUp: PaidTopUp, options: DisputeOptions) {
  const amountMinor = options.amountMinor ?? topUp.amountMinor;
  return {
    entity: "event",
    event: `payment.dispute.${name}`,
    contains: ["payment", "dispute"],
    payload: {
      payment: {
        entity: {
          id: topUp.paymentId,
          order_id: topUp.providerOrderId,
          amount: topUp.amountMinor,
          currency: topUp.currency,
          status: "captured",
        },
      },
      dispute: {
        entity: {
          id: options.disputeId,
          entity: "dispute",
          payment_id: topUp.paymentId,
          amount: amountMinor,
          currency: options.currency ?? topUp.currency,
          amount_deducted: options.amountDeducted ?? (name === "lost" ? amountMinor : 0),
          reason_code: "fraudulent",
          respond_by: options.respondBy ?? Math.floor(Date.now() / 1000) + 7 * 86_400,
          status: options.status ?? (name === "created" ? "open" : name),
          phase: options.phase ?? "chargeback",
        },
      },
    },
  };
}

/** One delivery of a dispute event; `eventId` repeats a delivery. */
export function sendDispute(
  name: string,
  topUp: PaidTopUp,
  { eventId, ...options }: DisputeOptions & { eventId?: string },
) {
  return deliver(disputeEvent(name, topUp, options), eventId ? { eventId } : {});
}

/** What the user's wallet owes (its debt account's balance, negated). */
export async function debtOf(userId: string): Promise<number> {
  const account = await db().ledgerAccount.findUnique({
    where: { kind_userId: { kind: "wallet_debt", userId } },
  });
  return Number(-(account?.balance ?? 0n));
}

/** The coins a chargeback's hold account holds now. */
export async function heldBy(providerDisputeId: string): Promise<number> {
  const chargeback = await db().chargeback.findUniqueOrThrow({
    where: { providerDisputeId },
    include: { hold: true },
  });
  return Number(chargeback.hold?.balance ?? 0n);
}

export const chargebackRow = (providerDisputeId: string) =>
  db().chargeback.findUniqueOrThrow({ where: { providerDisputeId } });

async function expectLedgerSound(): Promise<void> {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
  expect(health.ok).toBe(true);
}

/**
 * What every chargeback test file does around its tests: keeps the request log off the output,
 * and checks the ledger's invariants after each test (every coin a dispute moved accounted for).
 */
export function chargebackTestHooks(): void {
  beforeAll(() => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(expectLedgerSound);
}

/** Books the service through the API as its user does. */
export function book(account: PayingAccount, serviceId: string) {
  return call<{ id: string; status: string }>(bookRoute, `/api/v1/services/${serviceId}/book`, {
    bearer: account.token,
    params: { id: serviceId },
    body: {},
  });
}
