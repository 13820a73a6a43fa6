// A wallet in debt after a lost card dispute, over HTTP: the wallet's API shows what it owes, a
// booking is refused with what to do, the next top-ups repay the debt first (in the credit's own
// transaction) and booking works again once it is repaid. Coins counted at every step.
import { describe, expect, it } from "vitest";
import { POST as verifyRoute } from "@/app/api/v1/payments/verify/route";
import { POST as cancelRoute } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import { GET as walletBalanceRoute } from "@/app/api/v1/users/wallet/balance/route";
import { GET as walletRoute } from "@/app/api/v1/users/wallet/route";
import { db } from "@/lib/server/db/client";
import { walletDebtMessage } from "@/lib/server/chargebacks/wallet-debt";
import { signedIn, type SignedInAccount } from "@/test/integration/accounts";
import {
  book,
  chargebackTestHooks,
  debtOf,
  newDisputeId,
  paidTopUp,
  sendDispute,
  walletBalance,
} from "@/test/integration/chargebacks";
import { call } from "@/test/integration/http";
import { createService } from "@/test/integration/marketplace";
import { capturedEvent, deliver, orderFor, pay } from "@/test/integration/payments";

chargebackTestHooks();

/** A buyer whose ₹500 top-up (525 coins) was spent down to 125 and then lost to a dispute. */
async function buyerInDebt(): Promise<SignedInAccount> {
  const buyer = await signedIn("user");
  const topUp = await paidTopUp(buyer);
  const service = await createService({ price: 400 });
  expect((await book(buyer, service.id)).status).toBe(201);
  const disputeId = newDisputeId();
  await sendDispute("created", topUp, { disputeId });
  await sendDispute("lost", topUp, { disputeId });
  expect(await walletBalance(buyer.user.id)).toBe(0);
  expect(await debtOf(buyer.user.id)).toBe(400);
  return buyer;
}

describe("a wallet that owes coins", () => {
  it("shows the debt on the wallet's API and its history", async () => {
    const buyer = await buyerInDebt();
    const balance = await call<{ balance: number; debtCoins: number }>(
      walletBalanceRoute,
      "/api/v1/users/wallet/balance",
      { bearer: buyer.token },
    );
    expect(balance.body.data).toEqual({ balance: 0, debtCoins: 400 });
    const wallet = await call<{
      debtCoins: number;
      transactions: { kind: string; amount: number; description: string }[];
    }>(walletRoute, "/api/v1/users/wallet", { bearer: buyer.token });
    expect(wallet.status).toBe(200);
    expect(wallet.body.data?.debtCoins).toBe(400);
    expect(wallet.body.data?.transactions.map((entry) => [entry.kind, entry.amount])).toEqual([
      ["chargeback_recovery", -125],
      ["chargeback_release", 125],
      ["chargeback_hold", -125],
      ["booking", -400],
      ["topup_bonus", 25],
      ["topup", 500],
    ]);
  });

  it("is refused a booking with what it owes and what to do, even with coins in the wallet", async () => {
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const service = await createService({ price: 400 });
    const booked = await book(buyer, service.id);
    expect(booked.status).toBe(201);
    const disputeId = newDisputeId();
    await sendDispute("lost", topUp, { disputeId });
    expect(await debtOf(buyer.user.id)).toBe(400);
    // The booking's coins come back to the wallet when it is cancelled: they cannot be spent
    // while the wallet owes.
    const cancelled = await call(
      cancelRoute,
      `/api/v1/users/bookings/${booked.body.data!.id}/cancel`,
      { bearer: buyer.token, params: { id: booked.body.data!.id }, body: {} },
    );
    expect(cancelled.status).toBe(200);
    expect(await walletBalance(buyer.user.id)).toBe(400);

    const other = await createService({ price: 10 });
    const refused = await book(buyer, other.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(walletDebtMessage(400));
    expect(refused.body.error?.message).toBe(
      "Your wallet owes 400 coins after a card payment was disputed. Add coins to repay it before booking.",
    );
    expect(refused.body.error?.details).toEqual({ debtCoins: 400 });
    expect(await walletBalance(buyer.user.id)).toBe(400);
    expect(
      await db().booking.count({ where: { userId: buyer.user.id, serviceId: other.id } }),
    ).toBe(0);

    // A top-up repays the debt from the wallet's coins and its own: booking works again.
    await paidTopUp(buyer, 100);
    expect(await debtOf(buyer.user.id)).toBe(0);
    expect(await walletBalance(buyer.user.id)).toBe(100);
    expect((await book(buyer, other.id)).status).toBe(201);
  });

  it("repays the debt first from each top-up, then books again", async () => {
    const buyer = await buyerInDebt();
    const first = await orderFor(buyer, 100);
    const verified = await call<{ coinsAdded: number; debtRepaid: number; balance: number }>(
      verifyRoute,
      "/api/v1/payments/verify",
      { bearer: buyer.token, body: await pay(buyer, first.orderId) },
    );
    expect(verified.body.data).toMatchObject({ coinsAdded: 100, debtRepaid: 100, balance: 0 });
    expect(verified.body.message).toBe("100 coins added; 100 of them repaid what your wallet owed");
    expect(await debtOf(buyer.user.id)).toBe(300);

    // Credited by the webhook this time: the same path repays.
    const second = await orderFor(buyer, 500);
    const checkout = await pay(buyer, second.orderId);
    const captured = await deliver({
      ...capturedEvent(second.orderId, checkout.razorpay_payment_id),
    });
    expect(captured.body.data?.handled).toBe("credited");
    expect(await debtOf(buyer.user.id)).toBe(0);
    expect(await walletBalance(buyer.user.id)).toBe(525 - 300);
    const repayments = await db().ledgerTransfer.findMany({
      where: { kind: "debt_repayment", paymentOrder: { userId: buyer.user.id } },
      select: { amount: true },
      orderBy: { createdAt: "asc" },
    });
    expect(repayments.map((row) => Number(row.amount))).toEqual([100, 300]);
    const mails = await db().mailOutbox.findMany({
      where: { to: buyer.email, kind: "wallet_debt_repaid" },
      orderBy: { createdAt: "asc" },
    });
    expect(mails.map((mail) => mail.text.includes("still owes 300 coins"))).toEqual([true, false]);
    expect(
      await db().auditLog.count({
        where: { action: "wallet.debt_repaid", entityId: buyer.user.id },
      }),
    ).toBe(2);

    const service = await createService({ price: 200 });
    expect((await book(buyer, service.id)).status).toBe(201);
    expect(await walletBalance(buyer.user.id)).toBe(25);
  });
});
