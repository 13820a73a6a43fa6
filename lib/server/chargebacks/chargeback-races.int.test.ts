// Card disputes under repetition and races, and partial disputes: the same news delivered many
// times, or created and lost at the same moment, ends in one consistent outcome; a dispute of
// part of a payment owes the same share of the coins and the bonus, rounded up, and the disputes
// of one top-up never take back more than it gave. Coins counted before and after each.
import { describe, expect, it } from "vitest";
import { POST as refundRoute } from "@/app/api/v1/payments/refund/route";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import {
  book,
  chargebackRow,
  chargebackTestHooks,
  debtOf,
  heldBy,
  newDisputeId,
  paidTopUp,
  sendDispute,
  walletBalance,
} from "@/test/integration/chargebacks";
import { call } from "@/test/integration/http";
import { createService } from "@/test/integration/marketplace";

chargebackTestHooks();

/** What the top-ups' disputes moved back to issuance and promotions, in all. */
async function recovered(paymentOrderId: string) {
  const rows = await db().ledgerTransfer.groupBy({
    by: ["kind", "creditAccountId"],
    where: { paymentOrderId, kind: { in: ["chargeback_recovery", "chargeback_debt"] } },
    _sum: { amount: true },
  });
  const sum = (account: string) =>
    rows
      .filter((row) => row.creditAccountId === account)
      .reduce((total, row) => total + Number(row._sum.amount ?? 0n), 0);
  return { paid: sum("platform_issuance"), bonus: sum("platform_promotions") };
}

describe("repeated deliveries", () => {
  it("moves nothing on a replayed or re-sent created or lost event", async () => {
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    const disputeId = newDisputeId();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        sendDispute("created", topUp, {
          disputeId,
          eventId: `evt_created_${disputeId}_${index % 2}`,
        }),
      ),
    );
    const handled = answers.map((answer) => answer.body.data?.handled).sort();
    expect(handled).toEqual([
      "chargeback_opened",
      "chargeback_updated",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
    ]);
    expect(await heldBy(disputeId)).toBe(525);
    const lostAnswers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        sendDispute("lost", topUp, { disputeId, eventId: `evt_lost_${disputeId}_${index % 2}` }),
      ),
    );
    expect(lostAnswers.filter((a) => a.body.data?.handled === "chargeback_lost")).toHaveLength(1);
    expect(await walletBalance(buyer.user.id)).toBe(0);
    expect(await debtOf(buyer.user.id)).toBe(0);
    expect(await recovered(topUp.id)).toEqual({ paid: 500, bonus: 25 });
    expect(
      await db().ledgerTransfer.count({
        where: { paymentOrderId: topUp.id, kind: "chargeback_hold" },
      }),
    ).toBe(1);
  });
});

describe("created and lost at the same moment", () => {
  it("ends lost, with the coins taken back once, for every one of 6 racing disputes", async () => {
    const service = await createService({ price: 300 });
    const cases = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const buyer = await signedIn("user");
        const topUp = await paidTopUp(buyer);
        // Half of them spent part of the top-up first: their loss leaves a debt.
        if (index % 2 === 1) expect((await book(buyer, service.id)).status).toBe(201);
        return { buyer, topUp, disputeId: newDisputeId(), spent: index % 2 === 1 ? 300 : 0 };
      }),
    );
    const deliveries = cases.flatMap((one) => [
      () => sendDispute("created", one.topUp, { disputeId: one.disputeId }),
      () => sendDispute("lost", one.topUp, { disputeId: one.disputeId }),
      () => sendDispute("created", one.topUp, { disputeId: one.disputeId }),
      () => sendDispute("closed", one.topUp, { disputeId: one.disputeId, status: "lost" }),
    ]);
    const answers = await Promise.all(deliveries.reverse().map((send) => send()));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (const one of cases) {
      expect(await chargebackRow(one.disputeId)).toMatchObject({
        status: "lost",
        debtCoins: one.spent,
      });
      expect(await walletBalance(one.buyer.user.id)).toBe(0);
      expect(await heldBy(one.disputeId)).toBe(0);
      expect(await debtOf(one.buyer.user.id)).toBe(one.spent);
      expect(await recovered(one.topUp.id)).toEqual({ paid: 500, bonus: 25 });
    }
  });
});

describe("partial disputes", () => {
  it("owes the disputed share of the coins and the bonus, rounded up", async () => {
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);
    expect(topUp).toMatchObject({ amountMinor: 50_000, coins: 500, bonus: 25 });
    const first = newDisputeId();
    // ₹123.45 of ₹500: 123.45 coins and 6.17 bonus coins, rounded up to 124 and 7.
    await sendDispute("created", topUp, { disputeId: first, amountMinor: 12_345 });
    expect(await heldBy(first)).toBe(131);
    expect(await walletBalance(buyer.user.id)).toBe(394);
    await sendDispute("lost", topUp, { disputeId: first, amountMinor: 12_345 });
    expect(await recovered(topUp.id)).toEqual({ paid: 124, bonus: 7 });
    expect(await walletBalance(buyer.user.id)).toBe(394);

    // The rest of the payment disputed too: its share rounds up to 377 + 19, but the order has
    // only 376 + 18 left to give back.
    const second = newDisputeId();
    await sendDispute("created", topUp, { disputeId: second, amountMinor: 37_655 });
    expect(await heldBy(second)).toBe(394);
    await sendDispute("lost", topUp, { disputeId: second, amountMinor: 37_655 });
    expect(await recovered(topUp.id)).toEqual({ paid: 500, bonus: 25 });
    expect(await walletBalance(buyer.user.id)).toBe(0);
    expect(await debtOf(buyer.user.id)).toBe(0);

    // A third dispute of a top-up that gave everything back owes nothing.
    const third = newDisputeId();
    await sendDispute("lost", topUp, { disputeId: third, amountMinor: 10_000 });
    expect(await chargebackRow(third)).toMatchObject({
      status: "lost",
      heldCoins: 0,
      debtCoins: 0,
    });
    expect(await recovered(topUp.id)).toEqual({ paid: 500, bonus: 25 });
  });

  it("owes the whole top-up for a dispute above the payment or in another currency", async () => {
    const buyer = await signedIn("user");
    await paidTopUp(buyer, 100);
    for (const dispute of [{ amountMinor: 90_000 }, { amountMinor: 100, currency: "USD" }]) {
      const topUp = await paidTopUp(buyer);
      const disputeId = newDisputeId();
      await sendDispute("created", topUp, { disputeId, ...dispute });
      expect(await heldBy(disputeId)).toBe(525);
      expect((await chargebackRow(disputeId)).amountMinor).toBe(
        dispute.currency ? topUp.amountMinor : 90_000,
      );
      await sendDispute("won", topUp, { disputeId, ...dispute });
    }
    expect(await walletBalance(buyer.user.id)).toBe(100 + 525 * 2);
  });

  it("owes nothing for a top-up that was refunded before the dispute", async () => {
    const admin = await signedIn("admin");
    const buyer = await signedIn("user");
    await paidTopUp(buyer, 100);
    const topUp = await paidTopUp(buyer);
    const refund = await call(refundRoute, "/api/v1/payments/refund", {
      bearer: admin.token,
      body: { orderId: topUp.providerOrderId },
    });
    expect(refund.status).toBe(200);
    expect(await walletBalance(buyer.user.id)).toBe(100);
    const disputeId = newDisputeId();
    await sendDispute("created", topUp, { disputeId });
    await sendDispute("lost", topUp, { disputeId });
    expect(await chargebackRow(disputeId)).toMatchObject({ status: "lost", heldCoins: 0 });
    expect(await walletBalance(buyer.user.id)).toBe(100);
    expect(await debtOf(buyer.user.id)).toBe(0);
  });
});
