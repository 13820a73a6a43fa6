// Test mode's chargeback, over HTTP: an admin raises a card dispute of a paid top-up, and the
// same signed events a real dispute sends go through the webhook's own handler: the coins move
// as they would, the admin's payments screen lists it with its deadline, and only admins may.
// (With Razorpay keys the route answers 404: razorpay-provider.int.test.ts.)
import { describe, expect, it } from "vitest";
import { GET as overviewRoute } from "@/app/api/v1/admin/payments/overview/route";
import { GET as listRoute } from "@/app/api/v1/admin/payments/route";
import { POST as simulateRoute } from "@/app/api/v1/admin/payments/[id]/simulate-chargeback/route";
import type {
  AdminPayment,
  PaymentsOverview,
  SimulatedChargeback,
} from "@/lib/schemas/admin-payments";
import type { Page } from "@/lib/payments/wallet-entry";
import { db } from "@/lib/server/db/client";
import {
  ALREADY_DISPUTED,
  AMOUNT_ABOVE_ORDER,
  NOT_DISPUTABLE,
} from "@/lib/server/payments/simulate-chargeback";
import { signedIn, type SignedInAccount } from "@/test/integration/accounts";
import {
  book,
  chargebackTestHooks,
  debtOf,
  heldBy,
  paidTopUp,
  walletBalance,
} from "@/test/integration/chargebacks";
import { call } from "@/test/integration/http";
import { createService } from "@/test/integration/marketplace";
import { orderFor } from "@/test/integration/payments";

chargebackTestHooks();

const simulate = (account: SignedInAccount, orderId: string, body: unknown) =>
  call<SimulatedChargeback>(
    simulateRoute,
    `/api/v1/admin/payments/${orderId}/simulate-chargeback`,
    { bearer: account.token, params: { id: orderId }, body },
  );

describe("POST /api/v1/admin/payments/{id}/simulate-chargeback", () => {
  it("opens a dispute through the webhook, then decides it lost: the wallet owes the rest", async () => {
    const admin = await signedIn("admin");
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const service = await createService({ price: 500 });
    expect((await book(buyer, service.id)).status).toBe(201);

    const opened = await simulate(admin, topUp.id, { outcome: "open" });
    expect(opened.status).toBe(200);
    expect(opened.body.message).toBe("Test-mode chargeback sent");
    const disputeId = opened.body.data!.disputeId;
    expect(opened.body.data).toMatchObject({
      events: [{ event: "payment.dispute.created", handled: "chargeback_opened" }],
      chargeback: {
        status: "open",
        heldCoins: 25,
        debtCoins: 0,
        amountMinor: 50_000,
        order: { id: topUp.id, coins: 525 },
        payer: { id: buyer.user.id },
        phase: "chargeback",
      },
    });
    expect(opened.body.data!.chargeback.respondBy).not.toBeNull();
    expect(await heldBy(disputeId)).toBe(25);
    const again = await simulate(admin, topUp.id, { outcome: "open" });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(ALREADY_DISPUTED);

    // The open dispute is listed first thing, with its deadline; the order is not refundable.
    const overview = await call<PaymentsOverview>(
      overviewRoute,
      "/api/v1/admin/payments/overview",
      {
        bearer: admin.token,
      },
    );
    expect(overview.body.data?.testMode).toBe(true);
    expect(overview.body.data?.chargebacks.open).toBe(1);
    expect(overview.body.data?.chargebacks.items[0]).toMatchObject({
      providerDisputeId: disputeId,
      status: "open",
    });
    const list = await call<Page<AdminPayment>>(
      listRoute,
      `/api/v1/admin/payments?q=${topUp.providerOrderId}`,
      { bearer: admin.token },
    );
    expect(list.body.data?.items[0]).toMatchObject({
      refundable: false,
      chargeback: { status: "open", heldCoins: 25 },
    });

    const lost = await simulate(admin, topUp.id, { outcome: "lost" });
    expect(lost.status).toBe(200);
    expect(lost.body.data).toMatchObject({
      disputeId,
      events: [{ event: "payment.dispute.lost", handled: "chargeback_lost" }],
      chargeback: { status: "lost", heldCoins: 25, debtCoins: 500, payerDebtCoins: 500 },
    });
    expect(await walletBalance(buyer.user.id)).toBe(0);
    expect(await debtOf(buyer.user.id)).toBe(500);
    expect(
      await db().auditLog.count({
        where: { action: "chargeback.simulated", actorId: admin.user.id, entityId: topUp.id },
      }),
    ).toBe(2);
    expect(
      await db().auditLog.count({
        where: { action: { in: ["chargeback.opened", "chargeback.lost"] }, actorId: admin.user.id },
      }),
    ).toBe(2);
  });

  it("opens and decides won in one call, for a part of the payment", async () => {
    const admin = await signedIn("admin");
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const won = await simulate(admin, topUp.id, { outcome: "won", amountMinor: 10_000 });
    expect(won.body.data?.events).toEqual([
      { event: "payment.dispute.created", handled: "chargeback_opened" },
      { event: "payment.dispute.won", handled: "chargeback_won" },
    ]);
    // ₹100 of ₹500: 100 coins and 5 bonus held, then released.
    expect(won.body.data?.chargeback).toMatchObject({ status: "won", heldCoins: 105 });
    expect(await walletBalance(buyer.user.id)).toBe(525);
  });

  it("refuses what cannot be disputed, and callers who are not admins", async () => {
    const admin = await signedIn("admin");
    const buyer = await signedIn("user");
    const unpaid = await orderFor(buyer, 100);
    const unpaidRow = await db().paymentOrder.findUniqueOrThrow({
      where: { providerOrderId: unpaid.orderId },
    });
    const refused = await simulate(admin, unpaidRow.id, { outcome: "open" });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(NOT_DISPUTABLE);
    expect((await simulate(admin, "no-such-order", { outcome: "open" })).status).toBe(404);

    const topUp = await paidTopUp(buyer);
    const tooMuch = await simulate(admin, topUp.id, { outcome: "open", amountMinor: 50_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error?.message).toBe(AMOUNT_ABOVE_ORDER);
    const badOutcome = await simulate(admin, topUp.id, { outcome: "maybe" });
    expect(badOutcome.status).toBe(422);
    expect(badOutcome.body.error?.message).toContain("The outcome is one of open, won, lost");
    expect((await simulate(buyer, topUp.id, { outcome: "lost" })).status).toBe(403);
    expect(await walletBalance(buyer.user.id)).toBe(525);
    expect(await db().chargeback.count({ where: { paymentOrderId: topUp.id } })).toBe(0);
  });
});
