// Who may read and act on a dispute, and what neither side can get away with, over HTTP: another
// customer's or organization's dispute is a 404 (nothing to learn from it), an organization cannot
// decide (403), a user cannot use the admin's routes (403); a customer cannot dispute twice or after
// accepting, an organization cannot offer nothing or more than the price, and an admin's decision
// is final. Also the admin's queue: its order, filters, figures and case file.
import { afterEach, describe, expect, it } from "vitest";
import { GET as adminDetail } from "@/app/api/v1/admin/disputes/[id]/route";
import { GET as adminList } from "@/app/api/v1/admin/disputes/route";
import { GET as adminSummary } from "@/app/api/v1/admin/disputes/summary/route";
import { GET as queues } from "@/app/api/v1/admin/queues/route";
import { POST as orgCancel } from "@/app/api/v1/org/bookings/[id]/cancel/route";
import { GET as orgDispute } from "@/app/api/v1/org/bookings/[id]/dispute/route";
import { GET as userDispute } from "@/app/api/v1/users/bookings/[id]/dispute/route";
import type {
  AdminDisputeDetail,
  AdminDisputePage,
  AdminDisputeSummary,
} from "@/lib/schemas/disputes";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { acceptOver, deliverOver } from "@/test/integration/deliveries";
import {
  bookedService,
  coinsOf,
  customerOver,
  decideOver,
  deliveredBooking,
  moved,
  openOver,
  openedDispute,
  respondOver,
} from "@/test/integration/disputes";
import { call } from "@/test/integration/http";

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

const readAs = (token: string, bookingId: string, side: "user" | "org") =>
  call(
    side === "user" ? userDispute : orgDispute,
    `/api/v1/${side === "user" ? "users" : "org"}/bookings/${bookingId}/dispute`,
    { bearer: token, params: { id: bookingId } },
  );

describe("who may read and act on a dispute", () => {
  it("hides a customer's dispute from another customer: 404 on every route", async () => {
    const parties = await openedDispute(50);
    await respondOver(parties.org.token, parties.booking.id, { offerCoins: 10 });
    const stranger = await signedIn("user");
    const id = parties.booking.id;
    expect((await readAs(stranger.token, id, "user")).status).toBe(404);
    for (const step of ["accept-offer", "escalate", "withdraw"] as const) {
      const answer = await customerOver(step, stranger.token, id);
      expect(answer.status, step).toBe(404);
    }
    expect((await openOver(stranger.token, id)).status).toBe(404);
    // The owner reads it.
    const own = await readAs(parties.customer.token, id, "user");
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ status: "awaiting_customer", offerCoins: 10 });
  });

  it("hides a dispute from another organization: 404 to read or respond", async () => {
    const parties = await openedDispute(50);
    const other = await signedIn("org");
    expect((await readAs(other.token, parties.booking.id, "org")).status).toBe(404);
    expect((await respondOver(other.token, parties.booking.id, { offerCoins: 10 })).status).toBe(
      404,
    );
    expect((await readAs(parties.org.token, parties.booking.id, "org")).status).toBe(200);
    // Nothing changed by their attempts.
    const row = await db().dispute.findUniqueOrThrow({ where: { id: parties.disputeId } });
    expect(row).toMatchObject({ status: "awaiting_organization", offerCoins: null });
  });

  it("keeps the decision and the admin's queue to admins: 403 for an organization and a user", async () => {
    const parties = await openedDispute(50);
    for (const caller of [parties.org, parties.customer]) {
      const decided = await decideOver(caller.token, parties.disputeId, { outcome: "refund" });
      expect(decided.status).toBe(403);
      const listed = await call(adminList, "/api/v1/admin/disputes", { bearer: caller.token });
      expect(listed.status).toBe(403);
      const detail = await call(adminDetail, `/api/v1/admin/disputes/${parties.disputeId}`, {
        bearer: caller.token,
        params: { id: parties.disputeId },
      });
      expect(detail.status).toBe(403);
      const summary = await call(adminSummary, "/api/v1/admin/disputes/summary", {
        bearer: caller.token,
      });
      expect(summary.status).toBe(403);
    }
    // An organization cannot act as the customer either.
    const asOrg = await customerOver("withdraw", parties.org.token, parties.booking.id);
    expect(asOrg.status).toBe(403);
    expect((await coinsOf(parties)).escrow).toBe(50);
  });
});

describe("a customer playing the system", () => {
  it("cannot dispute a delivery they accepted", async () => {
    const parties = await deliveredBooking(40);
    expect((await acceptOver(parties.customer.token, parties.booking.id)).status).toBe(200);
    const opened = await openOver(parties.customer.token, parties.booking.id);
    expect(opened.status).toBe(409);
    expect(opened.body.error?.message).toMatch(/already settled/);
  });

  it("cannot dispute twice, nor after the dispute ended", async () => {
    const parties = await openedDispute(40);
    const again = await openOver(parties.customer.token, parties.booking.id);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe("This booking is already disputed.");
    await customerOver("withdraw", parties.customer.token, parties.booking.id);
    expect((await openOver(parties.customer.token, parties.booking.id)).status).toBe(409);
    expect(await db().dispute.count({ where: { bookingId: parties.booking.id } })).toBe(1);
  });

  it("cannot dispute a delivery past its window, nor an undelivered booking without asking to cancel", async () => {
    const late = await deliveredBooking(40);
    await db().booking.update({
      where: { id: late.booking.id },
      data: { acceptBy: new Date(Date.now() - 1000) },
    });
    expect((await openOver(late.customer.token, late.booking.id)).status).toBe(409);
    const undelivered = await bookedService(40);
    const refused = await openOver(undelivered.customer.token, undelivered.booking.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toMatch(/ask the organization to cancel first/);
  });

  it("cannot accept an offer never made, nor one after the dispute ended", async () => {
    const parties = await openedDispute(40);
    const none = await customerOver("accept-offer", parties.customer.token, parties.booking.id);
    expect(none.status).toBe(409);
    expect(
      (await customerOver("escalate", parties.customer.token, parties.booking.id)).status,
    ).toBe(409);
    await respondOver(parties.org.token, parties.booking.id, { offerCoins: 5 });
    expect(
      (await customerOver("accept-offer", parties.customer.token, parties.booking.id)).status,
    ).toBe(200);
    const before = await coinsOf(parties);
    for (const step of ["accept-offer", "withdraw", "escalate"] as const) {
      const repeat = await customerOver(step, parties.customer.token, parties.booking.id);
      expect(repeat.status, step).toBe(409);
    }
    expect(moved(before, await coinsOf(parties))).toEqual({
      wallet: 0,
      organization: 0,
      revenue: 0,
      escrow: 0,
    });
  });

  it("is refused a statement that is empty, too long or carries a NUL, and files not uploaded here", async () => {
    const parties = await deliveredBooking(40);
    const bodies = [
      { reason: "quality", statement: "" },
      { reason: "quality", statement: "x".repeat(4001) },
      { reason: "quality", statement: "bad\u0000" },
      { reason: "fraud", statement: "Unknown reason." },
      { reason: "quality", statement: "Files.", files: ["/etc/passwd"] },
    ];
    for (const body of bodies) {
      const answer = await openOver(parties.customer.token, parties.booking.id, body);
      expect([400, 422], JSON.stringify(body)).toContain(answer.status);
    }
    expect(await db().dispute.count({ where: { bookingId: parties.booking.id } })).toBe(0);
  });
});

describe("an organization playing the system", () => {
  it("cannot offer nothing, a fraction, or more than the price", async () => {
    const parties = await openedDispute(40);
    for (const offer of [0, -1, 2.5]) {
      expect(
        (await respondOver(parties.org.token, parties.booking.id, { offerCoins: offer })).status,
      ).toBe(422);
    }
    const tooMuch = await respondOver(parties.org.token, parties.booking.id, { offerCoins: 41 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error?.message).toMatch(/at most the booking's price, 40 coins/);
    // Still its turn: a fair answer goes through, once.
    expect(
      (await respondOver(parties.org.token, parties.booking.id, { offerCoins: 40 })).status,
    ).toBe(200);
    expect(
      (await respondOver(parties.org.token, parties.booking.id, { offerCoins: 1 })).status,
    ).toBe(409);
  });

  it("cannot cancel or deliver a disputed booking to dodge the dispute", async () => {
    const parties = await openedDispute(40);
    const cancelled = await call(orgCancel, `/api/v1/org/bookings/${parties.booking.id}/cancel`, {
      method: "POST",
      bearer: parties.org.token,
      params: { id: parties.booking.id },
    });
    expect(cancelled.status).toBe(409);
    const delivered = await deliverOver(parties.org.token, parties.booking.id, {
      message: "Delivered again.",
    });
    expect(delivered.status).toBe(409);
    expect((await coinsOf(parties)).escrow).toBe(40);
  });
});

describe("an admin's decision", () => {
  it("is final, and a split must leave each side something", async () => {
    const parties = await openedDispute(40);
    const admin = await signedIn("admin");
    for (const refundCoins of [40, 41]) {
      const refused = await decideOver(admin.token, parties.disputeId, {
        outcome: "split",
        refundCoins,
      });
      expect(refused.status).toBe(422);
    }
    const noNote = await decideOver(admin.token, parties.disputeId, {
      outcome: "release",
      note: "",
    });
    expect(noNote.status).toBe(422);
    expect(
      (await decideOver(admin.token, parties.disputeId, { outcome: "split", refundCoins: 39 }))
        .status,
    ).toBe(200);
    expect((await decideOver(admin.token, parties.disputeId, { outcome: "refund" })).status).toBe(
      409,
    );
    expect(
      (await decideOver(admin.token, "cm-no-such-dispute", { outcome: "refund" })).status,
    ).toBe(404);
  });
});

describe("the admin's queue", () => {
  it("lists an admin's work first, filters, counts, and opens the case file", async () => {
    const admin = await signedIn("admin");
    const org = await signedIn("org");
    // Other tests' disputes share the database: the figures are compared with these.
    const figures = async () => {
      const summary = await call<AdminDisputeSummary>(
        adminSummary,
        "/api/v1/admin/disputes/summary",
        { bearer: admin.token },
      );
      const badges = await call<{ disputes: number }>(queues, "/api/v1/admin/queues", {
        bearer: admin.token,
      });
      return { ...summary.body.data!, badge: badges.body.data!.disputes };
    };
    const before = await figures();
    const waitingOrg = await openedDispute(30, org);
    const waitingAdmin = await openedDispute(70, org);
    await respondOver(org.token, waitingAdmin.booking.id);
    const resolved = await openedDispute(20, org);
    await customerOver("withdraw", resolved.customer.token, resolved.booking.id);
    const organization = await db().organizationProfile.update({
      where: { userId: org.user.id },
      data: { name: "Queue Test Org" },
    });

    const list = await call<AdminDisputePage>(
      adminList,
      `/api/v1/admin/disputes?search=${encodeURIComponent(organization.name)}&limit=2`,
      { bearer: admin.token },
    );
    expect(list.status).toBe(200);
    expect(list.body.data?.items.map((item) => item.id)).toEqual([
      waitingAdmin.disputeId,
      waitingOrg.disputeId,
    ]);
    const next = await call<AdminDisputePage>(
      adminList,
      `/api/v1/admin/disputes?search=${encodeURIComponent(organization.name)}&limit=2&cursor=${list.body.data?.nextCursor}`,
      { bearer: admin.token },
    );
    expect(next.body.data?.items.map((item) => item.id)).toEqual([resolved.disputeId]);
    expect(next.body.data?.nextCursor).toBeNull();

    const queue = await call<AdminDisputePage>(
      adminList,
      `/api/v1/admin/disputes?status=awaiting_admin&search=${waitingAdmin.booking.bookingReference.toLowerCase()}`,
      { bearer: admin.token },
    );
    expect(queue.body.data?.items).toEqual([
      expect.objectContaining({
        id: waitingAdmin.disputeId,
        status: "awaiting_admin",
        totalAmount: 70,
      }),
    ]);

    const after = await figures();
    expect({
      awaitingAdmin: after.awaitingAdmin - before.awaitingAdmin,
      awaitingOrganization: after.awaitingOrganization - before.awaitingOrganization,
      resolved: after.resolved - before.resolved,
      coinsInDispute: after.coinsInDispute - before.coinsInDispute,
      badge: after.badge - before.badge,
    }).toEqual({
      awaitingAdmin: 1,
      awaitingOrganization: 1,
      resolved: 1,
      coinsInDispute: 100,
      badge: 1,
    });

    const detail = await call<AdminDisputeDetail>(
      adminDetail,
      `/api/v1/admin/disputes/${waitingAdmin.disputeId}`,
      { bearer: admin.token, params: { id: waitingAdmin.disputeId } },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      dispute: { statement: "Not what was listed.", orgStatement: "We delivered what was listed." },
      booking: { totalAmount: 70, delivery: { message: "Here is the work." } },
      organization: { name: "Queue Test Org", history: { disputes: 2, lost: 0, split: 0 } },
      customer: { history: { disputes: 0, lost: 0, split: 0 } },
    });
    expect(detail.body.data?.booking.delivery?.files).toHaveLength(1);
  });
});
