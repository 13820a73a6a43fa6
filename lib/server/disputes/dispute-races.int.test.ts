// Disputes decided at the same moment by more than one hand, over HTTP on PostgreSQL: two admins,
// an admin and the customer accepting the offer, the sweep and the organization's answer. Each
// ends in exactly one outcome, the coins move once, and the ledger's invariants hold after each.
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import {
  coinsOf,
  customerOver,
  decideOver,
  moved,
  openedDispute,
  respondOver,
} from "@/test/integration/disputes";
import { escalateOverdueDisputes } from "./escalate-overdue";

const HOUR = 60 * 60 * 1000;

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

/** Every transfer out of the booking's escrow: the coins moved once means these sum to the price. */
async function escrowOutflows(bookingId: string) {
  const escrow = await db().ledgerAccount.findUniqueOrThrow({ where: { bookingId } });
  const transfers = await db().ledgerTransfer.findMany({
    where: { debitAccountId: escrow.id },
  });
  return transfers.reduce((sum, transfer) => sum + Number(transfer.amount), 0);
}

describe("racing decisions", () => {
  it("two admins deciding at once: one 200, one 409, one outcome", async () => {
    for (let round = 0; round < 3; round += 1) {
      const parties = await openedDispute(100);
      await respondOver(parties.org.token, parties.booking.id);
      const [first, second] = [await signedIn("admin"), await signedIn("admin")];
      const before = await coinsOf(parties);
      const answers = await Promise.all([
        decideOver(first.token, parties.disputeId, { outcome: "refund" }),
        decideOver(second.token, parties.disputeId, { outcome: "release" }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(loser?.body.error?.message).toBe("This dispute is already resolved.");
      const winner = answers.findIndex((answer) => answer.status === 200);
      const dispute = await db().dispute.findUniqueOrThrow({ where: { id: parties.disputeId } });
      expect(dispute.outcome).toBe(winner === 0 ? "refund" : "release");
      expect(dispute.decidedById).toBe(winner === 0 ? first.user.id : second.user.id);
      const change = moved(before, await coinsOf(parties));
      expect(change.escrow).toBe(-100);
      expect(change.wallet).toBe(winner === 0 ? 100 : 0);
      expect(await escrowOutflows(parties.booking.id)).toBe(100);
      expect(
        await db().auditLog.count({
          where: { entityId: parties.disputeId, action: "dispute.decided" },
        }),
      ).toBe(1);
    }
  });

  it("the customer accepting the offer while an admin decides: one outcome", async () => {
    for (let round = 0; round < 3; round += 1) {
      const parties = await openedDispute(100);
      await respondOver(parties.org.token, parties.booking.id, { offerCoins: 25 });
      // The customer first asks an admin, then accepts after all, as the admin decides.
      await customerOver("escalate", parties.customer.token, parties.booking.id);
      const admin = await signedIn("admin");
      const before = await coinsOf(parties);
      const [accepted, decided] = await Promise.all([
        customerOver("accept-offer", parties.customer.token, parties.booking.id),
        decideOver(admin.token, parties.disputeId, { outcome: "release" }),
      ]);
      expect([accepted.status, decided.status].sort()).toEqual([200, 409]);
      const dispute = await db().dispute.findUniqueOrThrow({ where: { id: parties.disputeId } });
      const change = moved(before, await coinsOf(parties));
      expect(change.escrow).toBe(-100);
      if (accepted.status === 200) {
        expect(dispute).toMatchObject({ outcome: "split", resolvedBy: "offer", refundCoins: 25 });
        expect(change.wallet).toBe(25);
      } else {
        expect(dispute).toMatchObject({ outcome: "release", resolvedBy: "admin", refundCoins: 0 });
        expect(change.wallet).toBe(0);
      }
      expect(await escrowOutflows(parties.booking.id)).toBe(100);
    }
  });

  it("the sweep escalating while the organization answers: one of the two", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const parties = await openedDispute(40);
      // Its time to answer ends within the hour; the sweep runs as if two hours had passed.
      await db().dispute.update({
        where: { id: parties.disputeId },
        data: { respondBy: new Date(Date.now() + HOUR) },
      });
      const [answer, escalated] = await Promise.all([
        respondOver(parties.org.token, parties.booking.id, { offerCoins: 10 }),
        escalateOverdueDisputes(new Date(Date.now() + 2 * HOUR)),
      ]);
      const dispute = await db().dispute.findUniqueOrThrow({ where: { id: parties.disputeId } });
      if (answer.status === 200) {
        // Answered first: the new respondBy (days away) is not overdue for the sweep.
        expect(dispute).toMatchObject({ status: "awaiting_customer", offerCoins: 10 });
        expect(dispute.escalatedAt).toBeNull();
        outcomes.add("answered");
      } else {
        expect(answer.status).toBe(409);
        expect(escalated).toBeGreaterThanOrEqual(1);
        expect(dispute).toMatchObject({ status: "awaiting_admin", offerCoins: null });
        expect(dispute.orgStatement).toBeNull();
        outcomes.add("escalated");
      }
      // Nothing moved either way: the coins wait in escrow.
      expect((await coinsOf(parties)).escrow).toBe(40);
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });
});
