// Card disputes over HTTP: Razorpay's payment.dispute.* webhooks, signed, against top-ups made
// through the real checkout path. Each test counts the coins before and after (wallet, the
// chargeback's hold, the wallet's debt) and ends with the ledger's invariants holding.
import { describe, expect, it } from "vitest";
import { POST as refundRoute } from "@/app/api/v1/payments/refund/route";
import { db } from "@/lib/server/db/client";
import { TOP_UP_DISPUTED } from "@/lib/server/payments/refund-topup";
import { signedIn } from "@/test/integration/accounts";
import {
  book,
  chargebackRow,
  chargebackTestHooks,
  debtOf,
  disputeEvent,
  heldBy,
  newDisputeId,
  paidTopUp,
  sendDispute,
  walletBalance,
} from "@/test/integration/chargebacks";
import { call } from "@/test/integration/http";
import { createService } from "@/test/integration/marketplace";
import { deliver } from "@/test/integration/payments";

chargebackTestHooks();

/** ₹500 buys the 500-coin package: 500 coins + 25 bonus. */
const PAID = 500;
const BONUS = 25;

const transfersOf = (
  kind: "chargeback_hold" | "chargeback_release" | "chargeback_recovery" | "chargeback_debt",
  chargebackOrderId: string,
) =>
  db().ledgerTransfer.aggregate({
    where: { kind, paymentOrderId: chargebackOrderId },
    _sum: { amount: true },
    _count: true,
  });

describe("payment.dispute.created", () => {
  it("holds exactly the coins of the top-up still in the wallet, and tells the buyer", async () => {
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const service = await createService({ price: 200 });
    expect((await book(buyer, service.id)).status).toBe(201);
    expect(await walletBalance(buyer.user.id)).toBe(PAID + BONUS - 200);

    const disputeId = newDisputeId();
    const response = await sendDispute("created", topUp, { disputeId });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      event: "payment.dispute.created",
      handled: "chargeback_opened",
    });
    expect(await walletBalance(buyer.user.id)).toBe(0);
    expect(await heldBy(disputeId)).toBe(325);
    expect(await debtOf(buyer.user.id)).toBe(0);
    const chargeback = await chargebackRow(disputeId);
    expect(chargeback).toMatchObject({
      status: "open",
      heldCoins: 325,
      debtCoins: 0,
      amountMinor: topUp.amountMinor,
      phase: "chargeback",
      reasonCode: "fraudulent",
      paymentOrderId: topUp.id,
    });
    expect(chargeback.respondBy).toBeInstanceOf(Date);
    expect(
      await db().mailOutbox.count({ where: { to: buyer.email, kind: "chargeback_opened" } }),
    ).toBe(1);
    expect(
      await db().auditLog.count({
        where: { action: "chargeback.opened", entityId: chargeback.id },
      }),
    ).toBe(1);
  });

  it("holds only what the top-up owes when the wallet has more", async () => {
    const buyer = await signedIn("user");
    await paidTopUp(buyer, 100);
    const topUp = await paidTopUp(buyer);
    const disputeId = newDisputeId();
    await sendDispute("created", topUp, { disputeId });
    expect(await heldBy(disputeId)).toBe(PAID + BONUS);
    expect(await walletBalance(buyer.user.id)).toBe(100);
  });

  it("refuses the refund of a disputed top-up", async () => {
    const admin = await signedIn("admin");
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    await sendDispute("created", topUp, { disputeId: newDisputeId() });
    const refund = await call(refundRoute, "/api/v1/payments/refund", {
      bearer: admin.token,
      body: { orderId: topUp.providerOrderId },
    });
    expect(refund.status).toBe(409);
    expect(refund.body.error?.message).toBe(TOP_UP_DISPUTED);
    expect(await walletBalance(buyer.user.id)).toBe(0);
  });
});

describe("payment.dispute.won", () => {
  it("gives the held coins back; repeats and later deliveries move nothing", async () => {
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const disputeId = newDisputeId();
    await sendDispute("created", topUp, { disputeId });
    expect(await walletBalance(buyer.user.id)).toBe(0);

    const won = await sendDispute("won", topUp, { disputeId, eventId: `evt_won_${disputeId}` });
    expect(won.body.data?.handled).toBe("chargeback_won");
    expect(await walletBalance(buyer.user.id)).toBe(PAID + BONUS);
    expect(await heldBy(disputeId)).toBe(0);
    expect(await chargebackRow(disputeId)).toMatchObject({ status: "won", heldCoins: 525 });

    const replay = await sendDispute("won", topUp, { disputeId, eventId: `evt_won_${disputeId}` });
    expect(replay.body.data?.handled).toBe("duplicate");
    const again = await sendDispute("won", topUp, { disputeId });
    expect(again.body.data?.handled).toBe("chargeback_updated");
    const closed = await sendDispute("closed", topUp, { disputeId, status: "lost" });
    expect(closed.body.data?.handled).toBe("chargeback_updated");
    expect(await walletBalance(buyer.user.id)).toBe(PAID + BONUS);
    expect((await transfersOf("chargeback_release", topUp.id))._count).toBe(1);
    expect(
      await db().mailOutbox.count({ where: { to: buyer.email, kind: "chargeback_won" } }),
    ).toBe(1);
  });
});

describe("payment.dispute.lost", () => {
  it("takes back the hold, then what the wallet has; the rest is the wallet's debt", async () => {
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const service = await createService({ price: 400 });
    expect((await book(buyer, service.id)).status).toBe(201);
    const disputeId = newDisputeId();
    await sendDispute("created", topUp, { disputeId });
    expect(await heldBy(disputeId)).toBe(125);
    // Coins that reach the wallet after the hold are taken too (paid coins before debt).
    await paidTopUp(buyer, 100);
    expect(await walletBalance(buyer.user.id)).toBe(100);

    const lost = await sendDispute("lost", topUp, { disputeId });
    expect(lost.body.data?.handled).toBe("chargeback_lost");
    expect(await walletBalance(buyer.user.id)).toBe(0);
    expect(await heldBy(disputeId)).toBe(0);
    expect(await debtOf(buyer.user.id)).toBe(300);
    expect(await chargebackRow(disputeId)).toMatchObject({
      status: "lost",
      heldCoins: 125,
      debtCoins: 300,
    });
    expect((await transfersOf("chargeback_recovery", topUp.id))._sum.amount).toBe(225n);
    expect((await transfersOf("chargeback_debt", topUp.id))._sum.amount).toBe(300n);
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { to: buyer.email, kind: "chargeback_lost" },
    });
    expect(mail.text).toContain("Your wallet owes the other 300 coins");

    // Every later delivery of the news finds it decided.
    for (const name of ["lost", "closed", "won", "created"]) {
      const late = await sendDispute(name, topUp, { disputeId, status: "lost" });
      expect(late.body.data?.handled).toBe("chargeback_updated");
    }
    expect(await debtOf(buyer.user.id)).toBe(300);
    expect(await walletBalance(buyer.user.id)).toBe(0);
  });

  it("opens and decides at once when the loss is the first word of it", async () => {
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const disputeId = newDisputeId();
    const lost = await sendDispute("lost", topUp, { disputeId });
    expect(lost.body.data?.handled).toBe("chargeback_lost");
    expect(await walletBalance(buyer.user.id)).toBe(0);
    expect(await debtOf(buyer.user.id)).toBe(0);
    const created = await sendDispute("created", topUp, { disputeId });
    expect(created.body.data?.handled).toBe("chargeback_updated");
    expect(await chargebackRow(disputeId)).toMatchObject({ status: "lost", heldCoins: 525 });
  });

  it("takes back from the wallet when a dispute won before is lost later", async () => {
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const disputeId = newDisputeId();
    await sendDispute("created", topUp, { disputeId });
    await sendDispute("won", topUp, { disputeId });
    const service = await createService({ price: 100 });
    expect((await book(buyer, service.id)).status).toBe(201);
    const lost = await sendDispute("lost", topUp, { disputeId, phase: "pre_arbitration" });
    expect(lost.body.data?.handled).toBe("chargeback_lost");
    expect(await walletBalance(buyer.user.id)).toBe(0);
    expect(await debtOf(buyer.user.id)).toBe(100);
    expect(await chargebackRow(disputeId)).toMatchObject({
      status: "lost",
      phase: "pre_arbitration",
      debtCoins: 100,
    });
  });
});

describe("payment.dispute.closed", () => {
  it.each([
    { status: "lost", deducted: undefined, outcome: "chargeback_lost", wallet: 0 },
    { status: "won", deducted: undefined, outcome: "chargeback_won", wallet: 525 },
    { status: "closed", deducted: 0, outcome: "chargeback_won", wallet: 525 },
    { status: "closed", deducted: 50_000, outcome: "chargeback_lost", wallet: 0 },
  ])(
    "decides an open one by its status ($status, $deducted deducted)",
    async ({ status, deducted, outcome, wallet }) => {
      const buyer = await signedIn("user");
      const topUp = await paidTopUp(buyer);
      const disputeId = newDisputeId();
      await sendDispute("created", topUp, { disputeId });
      const closed = await sendDispute("closed", topUp, {
        disputeId,
        status,
        amountDeducted: deducted,
      });
      expect(closed.body.data?.handled).toBe(outcome);
      expect(await walletBalance(buyer.user.id)).toBe(wallet);
      expect(await heldBy(disputeId)).toBe(0);
    },
  );

  it("records phase updates (under_review, action_required) without moving coins", async () => {
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const disputeId = newDisputeId();
    await sendDispute("created", topUp, { disputeId });
    const review = await sendDispute("under_review", topUp, {
      disputeId,
      status: "under_review",
      phase: "pre_arbitration",
      respondBy: 1_900_000_000,
    });
    expect(review.body.data?.handled).toBe("chargeback_updated");
    expect(await chargebackRow(disputeId)).toMatchObject({
      status: "open",
      phase: "pre_arbitration",
      respondBy: new Date(1_900_000_000_000),
    });
    await sendDispute("action_required", topUp, { disputeId, status: "open" });
    expect(await heldBy(disputeId)).toBe(525);
    expect(await walletBalance(buyer.user.id)).toBe(0);
  });
});

describe("deliveries it cannot use", () => {
  it("answers 400 to a bad signature and changes nothing", async () => {
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const disputeId = newDisputeId();
    const response = await deliver(disputeEvent("created", topUp, { disputeId }), {
      signature: "0".repeat(64),
    });
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe("Invalid webhook signature");
    expect(await db().chargeback.count({ where: { providerDisputeId: disputeId } })).toBe(0);
    expect(await walletBalance(buyer.user.id)).toBe(525);
  });

  it("acknowledges a dispute of a payment that is not ours and changes nothing", async () => {
    const before = await db().chargeback.count();
    const response = await deliver({
      event: "payment.dispute.created",
      payload: {
        dispute: {
          entity: { id: newDisputeId(), payment_id: "pay_not_ours", amount: 10_000 },
        },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.handled).toBe("ignored");
    expect(await db().chargeback.count()).toBe(before);
  });

  it("answers 400 to a dispute without its payment or amount", async () => {
    for (const entity of [
      { id: "disp_x", amount: 100 },
      { id: "disp_y", payment_id: "pay_y" },
    ]) {
      const response = await deliver({
        event: "payment.dispute.created",
        payload: { dispute: { entity } },
      });
      expect(response.status).toBe(400);
    }
  });
});
