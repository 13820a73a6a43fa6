// A booking's dispute over HTTP on PostgreSQL, each way it can end, with the coins of every account
// counted before and after: the organization's offer accepted (a split, or a full refund), an
// admin's split, release and refund, the customer withdrawing; the steps between (declining an
// offer, the sweep handing a late side's dispute to an admin); and the ledger's invariants after
// each test.
import { afterEach, describe, expect, it } from "vitest";
import { GET as userDispute } from "@/app/api/v1/users/bookings/[id]/dispute/route";
import { GET as orgBookings } from "@/app/api/v1/org/bookings/route";
import { splitCommission } from "@/lib/economics/commission";
import type { OrgBookingView } from "@/lib/bookings/booking-types";
import { settleDueBookings } from "@/lib/server/bookings/settle-due";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import {
  coinsOf,
  customerOver,
  declinedBooking,
  decideOver,
  moved,
  openOver,
  openedDispute,
  respondOver,
} from "@/test/integration/disputes";
import { call } from "@/test/integration/http";
import { lockBooking } from "@/lib/server/bookings/lock-booking";
import { cancelLocked } from "@/lib/server/bookings/settle-booking";
import { resolveDisputeOfRefundedBooking } from "./close-on-suspension";
import { escalateOverdueDisputes } from "./escalate-overdue";

const DAY = 24 * 60 * 60 * 1000;

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

async function commissionBpsOf(bookingId: string) {
  const row = await db().booking.findUniqueOrThrow({ where: { id: bookingId } });
  return row.commissionBps;
}

async function statusOf(disputeId: string) {
  return (await db().dispute.findUniqueOrThrow({ where: { id: disputeId } })).status;
}

async function mailKinds(email: string) {
  const mails = await db().mailOutbox.findMany({
    where: { to: email },
    orderBy: { createdAt: "asc" },
  });
  return mails.map((mail) => mail.kind).filter((kind) => kind.startsWith("dispute_"));
}

describe("a dispute settled by the organization's offer", () => {
  it("moves exactly the coins offered back, and the rest less the commission on that rest", async () => {
    const parties = await openedDispute(100);
    const { booking, customer, org } = parties;
    const responded = await respondOver(org.token, booking.id, { offerCoins: 30 });
    expect(responded.status).toBe(200);
    expect(responded.body.data?.dispute).toMatchObject({
      status: "awaiting_customer",
      offerCoins: 30,
      orgStatement: "We delivered what was listed.",
    });

    const before = await coinsOf(parties);
    expect(before.escrow).toBe(100);
    const accepted = await customerOver("accept-offer", customer.token, booking.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const after = await coinsOf(parties);

    const part = splitCommission(70, await commissionBpsOf(booking.id));
    expect(part).toEqual({ net: 59, commission: 11 });
    expect(moved(before, after)).toEqual({
      wallet: 30,
      organization: part.net,
      revenue: part.commission,
      escrow: -100,
    });
    expect(accepted.body.data).toMatchObject({
      status: "completed",
      completion: "dispute",
      refundedCoins: 30,
      dispute: { status: "resolved", outcome: "split", refundCoins: 30, resolvedBy: "offer" },
    });
    // The organization's view says what it received: its part less the commission on it.
    const theirs = await call<{ items: OrgBookingView[] }>(orgBookings, "/api/v1/org/bookings", {
      bearer: org.token,
    });
    expect(theirs.body.data?.items[0]).toMatchObject({ commissionCoins: 11, netCoins: 59 });
    expect(await mailKinds(customer.email)).toEqual([
      "dispute_opened",
      "dispute_offer",
      "dispute_resolved",
    ]);
    expect(await mailKinds(org.email)).toEqual([
      "dispute_opened_org",
      "dispute_offer_org",
      "dispute_resolved_org",
    ]);
  });

  it("refunds every coin when the offer is the whole price, and the organization keeps none", async () => {
    const parties = await openedDispute(80);
    const { booking, customer, org } = parties;
    expect((await respondOver(org.token, booking.id, { offerCoins: 80 })).status).toBe(200);
    const before = await coinsOf(parties);
    const accepted = await customerOver("accept-offer", customer.token, booking.id);
    expect(accepted.status).toBe(200);
    expect(moved(before, await coinsOf(parties))).toEqual({
      wallet: 80,
      organization: 0,
      revenue: 0,
      escrow: -80,
    });
    expect(accepted.body.data).toMatchObject({
      status: "cancelled",
      refundReason: "dispute",
      cancelledBy: "org",
      dispute: { outcome: "refund", refundCoins: 80, resolvedBy: "offer" },
    });
  });

  it("can still be accepted after the customer sent it to an admin, until the admin decides", async () => {
    const parties = await openedDispute(50);
    const { booking, customer, org } = parties;
    await respondOver(org.token, booking.id, { offerCoins: 10 });
    const declined = await customerOver("escalate", customer.token, booking.id);
    expect(declined.status).toBe(200);
    expect(declined.body.data?.dispute).toMatchObject({
      status: "awaiting_admin",
      respondBy: null,
    });
    const accepted = await customerOver("accept-offer", customer.token, booking.id);
    expect(accepted.body.data?.dispute).toMatchObject({ outcome: "split", refundCoins: 10 });
  });
});

describe("an admin's decision", () => {
  async function escalated(price: number) {
    const parties = await openedDispute(price);
    const answered = await respondOver(parties.org.token, parties.booking.id);
    expect(answered.body.data?.dispute).toMatchObject({ status: "awaiting_admin" });
    return { ...parties, admin: await signedIn("admin") };
  }

  it("splits: the customer gets refundCoins, the organization the rest less its commission", async () => {
    const parties = await escalated(200);
    const before = await coinsOf(parties);
    const decided = await decideOver(parties.admin.token, parties.disputeId, {
      outcome: "split",
      refundCoins: 120,
      note: "Half the pages were missing.",
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const part = splitCommission(80, await commissionBpsOf(parties.booking.id));
    expect(moved(before, await coinsOf(parties))).toEqual({
      wallet: 120,
      organization: part.net,
      revenue: part.commission,
      escrow: -200,
    });
    expect(decided.body.data?.dispute).toMatchObject({
      status: "resolved",
      outcome: "split",
      refundCoins: 120,
      resolvedBy: "admin",
      decisionNote: "Half the pages were missing.",
    });
    expect(decided.body.data?.decidedBy).toBe(parties.admin.user.name);
    // Both sides read the decision on their booking.
    const read = await call(userDispute, `/api/v1/users/bookings/${parties.booking.id}/dispute`, {
      bearer: parties.customer.token,
      params: { id: parties.booking.id },
    });
    expect(read.body.data).toMatchObject({ decisionNote: "Half the pages were missing." });
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: parties.disputeId, action: "dispute.decided" },
    });
    expect(audit.actorId).toBe(parties.admin.user.id);
  });

  it("releases: the organization is paid the price less the commission fixed when booked", async () => {
    const parties = await escalated(100);
    const before = await coinsOf(parties);
    const decided = await decideOver(parties.admin.token, parties.disputeId, {
      outcome: "release",
    });
    expect(decided.status).toBe(200);
    const booked = await db().booking.findUniqueOrThrow({ where: { id: parties.booking.id } });
    expect(moved(before, await coinsOf(parties))).toEqual({
      wallet: 0,
      organization: 100 - booked.commissionCoins,
      revenue: booked.commissionCoins,
      escrow: -100,
    });
    expect(booked).toMatchObject({ status: "completed", completion: "dispute", refundedCoins: 0 });
  });

  it("refunds: every coin back, nothing to the organization or the platform", async () => {
    const parties = await escalated(100);
    const before = await coinsOf(parties);
    const decided = await decideOver(parties.admin.token, parties.disputeId, { outcome: "refund" });
    expect(decided.status).toBe(200);
    expect(moved(before, await coinsOf(parties))).toEqual({
      wallet: 100,
      organization: 0,
      revenue: 0,
      escrow: -100,
    });
    expect(decided.body.data?.booking).toMatchObject({ status: "cancelled" });
    const booked = await db().booking.findUniqueOrThrow({ where: { id: parties.booking.id } });
    expect(booked).toMatchObject({ cancelledBy: "admin", refundReason: "dispute" });
  });
});

describe("the customer withdrawing", () => {
  it("releases the escrow to the organization, less the commission", async () => {
    const parties = await openedDispute(60);
    const before = await coinsOf(parties);
    const withdrawn = await customerOver("withdraw", parties.customer.token, parties.booking.id);
    expect(withdrawn.status).toBe(200);
    const booked = await db().booking.findUniqueOrThrow({ where: { id: parties.booking.id } });
    expect(moved(before, await coinsOf(parties))).toEqual({
      wallet: 0,
      organization: 60 - booked.commissionCoins,
      revenue: booked.commissionCoins,
      escrow: -60,
    });
    expect(withdrawn.body.data?.dispute).toMatchObject({
      outcome: "release",
      resolvedBy: "customer",
      refundCoins: 0,
    });
  });
});

describe("a dispute of a booking whose request to cancel was declined", () => {
  it("opens before any delivery, and the due date passing refunds nothing by itself", async () => {
    const parties = await declinedBooking(40);
    const opened = await openOver(parties.customer.token, parties.booking.id);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.headers.get("location")).toBe(
      `/api/v1/users/bookings/${parties.booking.id}/dispute`,
    );
    expect(opened.body.data).toMatchObject({ status: "disputed" });
    const before = await coinsOf(parties);
    // Long past every due date: the sweep leaves a disputed booking to its dispute.
    await settleDueBookings(new Date(Date.now() + 400 * DAY));
    expect(moved(before, await coinsOf(parties))).toEqual({
      wallet: 0,
      organization: 0,
      revenue: 0,
      escrow: 0,
    });
    const row = await db().booking.findUniqueOrThrow({ where: { id: parties.booking.id } });
    expect(row.status).toBe("disputed");
  });
});

describe("the sweep", () => {
  it("hands a dispute the organization did not answer in time to an admin, and tells both", async () => {
    const parties = await openedDispute(30);
    const dispute = await db().dispute.findUniqueOrThrow({ where: { id: parties.disputeId } });
    // (Earlier tests' disputes are in the same database: this one's state is what counts.)
    await escalateOverdueDisputes(new Date(dispute.respondBy.getTime() - 1));
    expect(await statusOf(parties.disputeId)).toBe("awaiting_organization");
    expect(await escalateOverdueDisputes(dispute.respondBy)).toBeGreaterThanOrEqual(1);
    // Run again, or on another server: nothing more to do.
    expect(await escalateOverdueDisputes(dispute.respondBy)).toBe(0);
    const row = await db().dispute.findUniqueOrThrow({ where: { id: parties.disputeId } });
    expect(row).toMatchObject({ status: "awaiting_admin", escalatedAt: dispute.respondBy });
    expect(await mailKinds(parties.customer.email)).toContain("dispute_escalated");
    expect(await mailKinds(parties.org.email)).toContain("dispute_escalated_org");
    // Too late to answer now: an admin decides.
    expect(
      (await respondOver(parties.org.token, parties.booking.id, { offerCoins: 5 })).status,
    ).toBe(409);
  });

  it("hands an offer the customer did not answer in time to an admin; the offer stays", async () => {
    const parties = await openedDispute(30);
    await respondOver(parties.org.token, parties.booking.id, { offerCoins: 12 });
    const dispute = await db().dispute.findUniqueOrThrow({ where: { id: parties.disputeId } });
    await escalateOverdueDisputes(new Date(dispute.respondBy.getTime() - 1));
    expect(await statusOf(parties.disputeId)).toBe("awaiting_customer");
    expect(await escalateOverdueDisputes(dispute.respondBy)).toBeGreaterThanOrEqual(1);
    const row = await db().dispute.findUniqueOrThrow({ where: { id: parties.disputeId } });
    expect(row).toMatchObject({ status: "awaiting_admin", offerCoins: 12 });
  });

  it("refuses an organization's answer past respondBy even before the sweep ran", async () => {
    const parties = await openedDispute(30);
    await db().dispute.update({
      where: { id: parties.disputeId },
      data: { respondBy: new Date(Date.now() - 1000) },
    });
    const late = await respondOver(parties.org.token, parties.booking.id);
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toMatch(/admin decides/);
  });
});

describe("a disputed booking refunded outside its dispute (the organization suspended)", () => {
  it("ends the dispute as a refund, and no step of it can move coins again", async () => {
    const parties = await openedDispute(30);
    const admin = await signedIn("admin");
    await db().$transaction(async (tx) => {
      const booking = (await lockBooking(tx, parties.booking.id))!;
      const now = new Date();
      await cancelLocked(tx, { booking, by: "admin", now });
      const closed = await resolveDisputeOfRefundedBooking(tx, {
        bookingId: booking.id,
        totalAmount: booking.totalAmount,
        adminId: admin.user.id,
        now,
      });
      expect(closed).toBe(true);
    });
    const row = await db().dispute.findUniqueOrThrow({ where: { id: parties.disputeId } });
    expect(row).toMatchObject({ status: "resolved", outcome: "refund", refundCoins: 30 });
    const before = await coinsOf(parties);
    expect(
      (await customerOver("withdraw", parties.customer.token, parties.booking.id)).status,
    ).toBe(409);
    expect((await decideOver(admin.token, parties.disputeId, { outcome: "release" })).status).toBe(
      409,
    );
    expect(moved(before, await coinsOf(parties))).toEqual({
      wallet: 0,
      organization: 0,
      revenue: 0,
      escrow: 0,
    });
  });
});
