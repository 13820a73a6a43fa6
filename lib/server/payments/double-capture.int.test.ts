// A second captured payment for an order already paid (the payer paid twice): it is never
// credited, it is recorded (DuplicatePayment), and refunded through the provider; when the refund
// fails it stays flagged in the admin's health report, so a double charge never goes unnoticed.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as adminHealth } from "@/app/api/v1/admin/health/route";
import { POST as verifyRoute } from "@/app/api/v1/payments/verify/route";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import {
  capturedEvent,
  deliver,
  orderFor,
  simulated,
  topUpsOf,
  walletBalance,
} from "@/test/integration/payments";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  expect((await checkLedgerInvariants(db())).problems).toEqual([]);
});

interface DuplicateView {
  orderId: string;
  paymentId: string;
  status: string;
  failureReason: string | null;
}

async function openDuplicates(): Promise<DuplicateView[]> {
  const admin = await signedIn("admin");
  const response = await call<{ duplicatePayments: { open: number; items: DuplicateView[] } }>(
    adminHealth,
    "/api/v1/admin/health",
    { bearer: admin.token },
  );
  expect(response.status).toBe(200);
  const report = response.body.data!.duplicatePayments;
  expect(report.open).toBe(report.items.length);
  return report.items;
}

/** A user's ₹500 order, paid (and credited) by a first payment. */
async function paidOrder() {
  const account = await signedIn("user");
  const order = await orderFor(account);
  const first = simulated().signSuccessfulPayment(order.orderId);
  expect((await deliver(capturedEvent(order.orderId, first.paymentId))).body.data?.handled).toBe(
    "credited",
  );
  return { account, order, firstPaymentId: first.paymentId };
}

describe("a second captured payment for a paid order", () => {
  it("is recorded and refunded once through the provider, never credited (webhook)", async () => {
    const refund = vi.spyOn(simulated(), "refund");
    const { account, order } = await paidOrder();
    const second = simulated().signSuccessfulPayment(order.orderId);

    for (let delivery = 0; delivery < 3; delivery += 1) {
      const response = await deliver(capturedEvent(order.orderId, second.paymentId));
      expect(response.status).toBe(200);
      expect(response.body.data?.handled).toBe("duplicate_payment");
    }
    expect(await walletBalance(account.user.id)).toBe(525);
    expect(await topUpsOf(order.orderId)).toBe(1);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(second.paymentId, 50000, expect.any(Object));
    const rows = await db().duplicatePayment.findMany({
      where: { paymentOrder: { providerOrderId: order.orderId } },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerPaymentId: second.paymentId,
      amountMinor: 50000,
      currency: "INR",
      status: "refunded",
      failureReason: null,
    });
    expect(rows[0]?.providerRefundId).toMatch(/^rfnd_sim_/);
    expect(await openDuplicates()).toEqual([]);
  });

  it("is recorded and refunded when the browser's verify call reports it", async () => {
    const { account, order } = await paidOrder();
    // The checkout does not open again for a paid order; a payer's second tab could still pay.
    const second = simulated().signSuccessfulPayment(order.orderId);
    const checkout = {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: second.paymentId,
      razorpay_signature: second.signature,
    };
    const response = await call<{ alreadyCredited: boolean; balance: number }>(
      verifyRoute,
      "/api/v1/payments/verify",
      { bearer: account.token, body: checkout },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      "This order was already paid: your second payment is being refunded.",
    );
    expect(response.body.data).toMatchObject({
      alreadyCredited: true,
      duplicatePayment: true,
      balance: 525,
    });
    expect(
      await db().duplicatePayment.findUniqueOrThrow({
        where: { providerPaymentId: checkout.razorpay_payment_id },
      }),
    ).toMatchObject({ status: "refunded" });
    expect(await topUpsOf(order.orderId)).toBe(1);
  });

  it("stays flagged to admins when the provider refuses the refund", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(simulated(), "refund").mockRejectedValueOnce(new Error("refund declined"));
    const { account, order } = await paidOrder();
    const second = simulated().signSuccessfulPayment(order.orderId);
    const response = await deliver(capturedEvent(order.orderId, second.paymentId));
    expect(response.status).toBe(200);
    expect(response.body.data?.handled).toBe("duplicate_payment");
    expect(await walletBalance(account.user.id)).toBe(525);
    expect(await openDuplicates()).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        paymentId: second.paymentId,
        status: "refund_failed",
        failureReason: "refund declined",
      }),
    ]);
  });

  it("credits one of two payments captured at the same moment and refunds the other", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const payments = [1, 2].map(() => simulated().signSuccessfulPayment(order.orderId).paymentId);
    const answers = await Promise.all(
      payments.map((paymentId) => deliver(capturedEvent(order.orderId, paymentId))),
    );
    expect(answers.map((answer) => answer.body.data?.handled).sort()).toEqual([
      "credited",
      "duplicate_payment",
    ]);
    expect(await walletBalance(account.user.id)).toBe(525);
    expect(await topUpsOf(order.orderId)).toBe(1);
    expect(
      await db().duplicatePayment.count({ where: { providerPaymentId: { in: payments } } }),
    ).toBe(1);
  });
});
