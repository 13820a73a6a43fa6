// As docs/security.md says, over HTTP on PostgreSQL: a service's delete racing bookings of it. A delete
// that answered 200 used to leave bookings made meanwhile active on the deleted service. The
// delete and the bookings now serialize on the service's row (modules/catalog/server/bookable.ts):
// either the delete is refused because bookings are active (and stays refused while they are),
// or it succeeds and no booking of the service is active, then or later.
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as adminRemove } from "@/app/api/v1/admin/services/[id]/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { DELETE as remove } from "@/app/api/v1/services/[id]/route";
import { db } from "@/lib/server/db/client";
import { SERVICE_GONE } from "@/modules/catalog/server/bookable";
import { HAS_ACTIVE_BOOKINGS } from "@/modules/services/server/manage-services";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { call, type CallResult } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";

const ROUNDS = 24;
const BOOKERS = 6;

beforeAll(() => {
  // Booking notices are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const bookIt = (token: string, serviceId: string) =>
  call(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: token,
    params: { id: serviceId },
  });

const activeOn = (serviceId: string) =>
  db().booking.count({ where: { serviceId, status: "active" } });

describe("deleting a service while it is being booked", () => {
  it("either refuses (bookings active) or leaves no active booking on the deleted service", async () => {
    const org = await signedIn("org");
    const admin = await signedIn("admin");
    const profile = await db().organizationProfile.findUniqueOrThrow({
      where: { userId: org.user.id },
    });
    const users = await Promise.all(Array.from({ length: BOOKERS }, () => signedIn("user")));
    await Promise.all(users.map(({ user }) => fund(user.id, ROUNDS)));

    const outcomes = { deleted: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const service = await createService({ price: 1, organizationId: profile.id });
      // The organization's delete and the admin's take turns: both are the same domain code.
      const [handler, token, path] =
        round % 2 === 0
          ? [remove, org.token, `/api/v1/services/${service.id}`]
          : [adminRemove, admin.token, `/api/v1/admin/services/${service.id}`];
      const deleteIt = () =>
        call(handler, path, { method: "DELETE", bearer: token, params: { id: service.id } });
      const [deleted, ...booked] = await Promise.all([
        // Sent as the bookings are on their way, a little later each round.
        sleep(round % 6).then(deleteIt),
        ...users.map(({ token: userToken }) => bookIt(userToken, service.id)),
      ] as Promise<CallResult>[]);

      const row = await db().service.findUniqueOrThrow({ where: { id: service.id } });
      const made = booked.filter((answer) => answer.status === 201).length;
      if (deleted!.status === 200) {
        outcomes.deleted += 1;
        expect(row.deletedAt).not.toBeNull();
        expect(await activeOn(service.id)).toBe(0);
        expect(made).toBe(0);
        for (const answer of booked) {
          expect(answer.status).toBe(404);
          expect(answer.body.error?.message).toBe(SERVICE_GONE);
        }
      } else {
        outcomes.refused += 1;
        expect(deleted!.status).toBe(409);
        expect(deleted!.body.error?.message).toBe(HAS_ACTIVE_BOOKINGS);
        expect(row.deletedAt).toBeNull();
        expect(made).toBeGreaterThan(0);
        expect(await activeOn(service.id)).toBe(made);
        // Refused it stays while its bookings are active.
        const again = await deleteIt();
        expect(again.status).toBe(409);
        expect(again.body.error?.message).toBe(HAS_ACTIVE_BOOKINGS);
      }
    }
    // No booking anywhere is active on a deleted service.
    expect(
      await db().booking.count({
        where: { status: "active", service: { deletedAt: { not: null } } },
      }),
    ).toBe(0);
    expect(outcomes.deleted + outcomes.refused).toBe(ROUNDS);
    expect((await checkLedgerInvariants(db())).problems).toEqual([]);
  });
});
