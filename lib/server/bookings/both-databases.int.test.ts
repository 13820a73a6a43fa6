// The booking path's statements as they are now (docs/architecture.md), on both databases the app runs on: the
// test run's PostgreSQL and the embedded PGlite (`npm start`'s default). The locks of a booking's
// transaction, its organization notice (mailed or held), a cancellation's -1 tally, the count's
// fold and the digest must parse and answer alike on each.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NOT_BOOKABLE } from "@/lib/bookings/messages";
import { lockBookableService, SERVICE_GONE } from "@/modules/catalog/server/bookable";
import { BOTH_DATABASES, type OpenedDatabase } from "@/test/integration/both-databases";
import { creditPaidTopUp } from "@/test/support/paid-top-up";
import { foldBookingCounts, tallyCancellation } from "./booking-count";
import { sendDueBookingDigests } from "./booking-digests";
import { ORG_NOTICE_WINDOW_MS, queueOrgNotice } from "./org-notices";
import { placeBooking } from "./place-booking";

describe.each(BOTH_DATABASES)("the booking statements on $name", (database) => {
  let client: OpenedDatabase["client"];
  let close: () => Promise<unknown>;

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    ({ client, close } = await database.open());
  });
  afterAll(() => close());

  async function setUp() {
    const tag = randomUUID().slice(0, 8);
    const org = await client.user.create({
      data: {
        email: `org-${tag}@example.test`,
        name: "Org",
        role: "org",
        organization: { create: { name: "Org" } },
      },
      include: { organization: true },
    });
    const service = await client.service.create({
      data: {
        organizationId: org.organization!.id,
        title: `Logo design ${tag}`,
        description: "A logo",
        price: 10,
        category: "design",
        status: "active",
      },
    });
    const users = await Promise.all(
      [1, 2].map((n) =>
        client.user.create({
          data: { email: `user${n}-${tag}@example.test`, name: `Customer ${n}`, role: "user" },
        }),
      ),
    );
    for (const user of users) {
      await client.$transaction((tx) => creditPaidTopUp(tx, user.id, 10, `${user.id}`));
    }
    return { org, service, users };
  }

  it("books under the locks, holds the second notice, counts a cancellation off, sends the digest", async () => {
    const { org, service, users } = await setUp();
    const placed = [];
    for (const user of users) {
      placed.push(
        await client.$transaction(async (tx) => {
          await lockBookableService(tx, service);
          return placeBooking(tx, {
            userId: user.id,
            service,
            orgNotice: (reference) => ({
              serviceId: service.id,
              to: org.email,
              event: "booked",
              reference,
              serviceTitle: service.title,
              customerName: user.name,
              coins: service.price,
            }),
          });
        }),
      );
    }
    // The first opened the window and was mailed; the second is held until it closes.
    expect(placed.map((booking) => booking.mails.map((mail) => mail.kind))).toEqual([
      ["booking_received"],
      [],
    ]);
    expect(placed[0]!.noticeHeldUntil).toBeNull();
    expect(placed[1]!.noticeHeldUntil!.getTime()).toBeGreaterThan(Date.now());

    const cancelled = placed[1]!;
    const notice = await client.$transaction(async (tx) => {
      await tallyCancellation(tx, cancelled);
      return queueOrgNotice(tx, {
        serviceId: service.id,
        to: org.email,
        event: "cancelled",
        reference: cancelled.reference,
        serviceTitle: service.title,
        customerName: "Customer 2",
        coins: 10,
      });
    });
    expect(notice.mail).toBeNull();
    expect(await foldBookingCounts(client)).toBe(3);
    expect(
      (await client.service.findUniqueOrThrow({ where: { id: service.id } })).bookingCount,
    ).toBe(1);

    const [digest, ...more] = await sendDueBookingDigests(
      new Date(Date.now() + ORG_NOTICE_WINDOW_MS + 1000),
      client,
    );
    expect(more).toEqual([]);
    expect(digest!.subject).toBe(`2 booking updates: ${service.title}`);
    expect(digest!.text).toContain(`- ${cancelled.reference}: Customer 2 booked it for 10 coins.`);
    expect(digest!.text).toContain(`- ${cancelled.reference}: cancelled; 10 coins went back`);
    expect(await client.bookingNotice.count()).toBe(0);
  });

  it("refuses a booking of a deleted or paused service under its lock", async () => {
    const { service } = await setUp();
    await client.service.update({ where: { id: service.id }, data: { status: "inactive" } });
    await expect(
      client.$transaction((tx) => lockBookableService(tx, service)),
    ).rejects.toMatchObject({ status: 409, message: NOT_BOOKABLE });
    await client.service.update({ where: { id: service.id }, data: { deletedAt: new Date() } });
    await expect(
      client.$transaction((tx) => lockBookableService(tx, service)),
    ).rejects.toMatchObject({ status: 404, message: SERVICE_GONE });
  });
});
