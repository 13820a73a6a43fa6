// As docs/security.md says, over HTTP on PostgreSQL: an organization's booking notices for one service are
// grouped in bursts (org-notices.ts, booking-digests.ts). The first is mailed at once, the rest
// of its window come as one digest naming every booking, and no notice is ever lost or sent twice.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import { sendDueBookingDigests } from "@/lib/server/bookings/booking-digests";
import { ORG_NOTICE_WINDOW_MS } from "@/lib/server/bookings/org-notices";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";

interface Booking {
  id: string;
  bookingReference: string;
}

const bookIt = (token: string, serviceId: string) =>
  call<Booking>(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: token,
    params: { id: serviceId },
  });

/** After the window of every notice held so far has closed. */
const afterWindow = () => new Date(Date.now() + ORG_NOTICE_WINDOW_MS + 1000);

/** A service of a new organization, and the organization's address. */
async function serviceWithOrg(price: number) {
  const org = await signedIn("org");
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  return {
    email: org.user.email,
    service: await createService({ price, organizationId: profile.id }),
  };
}

/** Signed-in users with coins enough for `coins`. */
async function customers(count: number, coins: number) {
  const made = await Promise.all(Array.from({ length: count }, () => signedIn("user")));
  await Promise.all(made.map(({ user }) => fund(user.id, coins)));
  return made;
}

const orgMails = (to: string) =>
  db().mailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } });

beforeAll(() => {
  // Booking notices are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

describe("the organization's booking notices", () => {
  it("mail the first of a burst at once and the rest as one digest naming every booking", async () => {
    const { email, service } = await serviceWithOrg(10);
    const people = await customers(6, 10);
    const booked = await Promise.all(people.map(({ token }) => bookIt(token, service.id)));
    expect(booked.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const references = booked.map((answer) => answer.body.data!.bookingReference);
    const cancelled = booked[5]!.body.data!;
    const cancelAnswer = await call(userCancel, `/api/v1/users/bookings/${cancelled.id}/cancel`, {
      method: "POST",
      bearer: people[5]!.token,
      params: { id: cancelled.id },
    });
    expect(cancelAnswer.status).toBe(200);

    // One mail so far: the booking that opened the window. Six notices wait for the digest.
    const [first, ...none] = await orgMails(email);
    expect(none).toEqual([]);
    expect(first!.kind).toBe("booking_received");
    const opener = references.find((reference) => first!.subject.includes(reference))!;
    expect(await db().bookingNotice.count({ where: { serviceId: service.id } })).toBe(6);
    // Not before the window closes.
    expect(await sendDueBookingDigests()).toEqual([]);

    // Two runs at once (two app servers): one digest, each notice in it once.
    const runs = await Promise.all([
      sendDueBookingDigests(afterWindow()),
      sendDueBookingDigests(afterWindow()),
    ]);
    expect(runs.flat()).toHaveLength(1);
    const mails = await orgMails(email);
    expect(mails).toHaveLength(2);
    const digest = mails[1]!;
    expect(digest.kind).toBe("booking_digest_org");
    expect(digest.subject).toBe(`6 booking updates: ${service.title}`);
    expect(digest.text).toContain(
      `${service.title} had 5 new bookings and 1 cancellation since our last notice about it:`,
    );
    for (const reference of references.filter((reference) => reference !== opener)) {
      expect(digest.text).toContain(`- ${reference}: Test user booked it for 10 coins.`);
    }
    expect(digest.text).toContain(
      `- ${cancelled.bookingReference}: cancelled; 10 coins went back to Test user's wallet.`,
    );
    expect(digest.text.match(/^- /gm)).toHaveLength(6);
    expect(await db().bookingNotice.count()).toBe(0);

    // The window has closed: the next booking's notice is mailed at once again.
    await db().bookingMailWindow.update({
      where: { serviceId: service.id },
      data: { endsAt: new Date(Date.now() - 1000) },
    });
    const [late] = await customers(1, 10);
    const next = await bookIt(late!.token, service.id);
    const latest = (await orgMails(email)).at(-1)!;
    expect(latest.kind).toBe("booking_received");
    expect(latest.subject).toContain(next.body.data!.bookingReference);
    expect((await checkLedgerInvariants(db())).problems).toEqual([]);
  });

  it("never loses or repeats a notice while windows close and digests run among the bookings", async () => {
    const { email, service } = await serviceWithOrg(1);
    const people = await customers(5, 10);
    const references: string[] = [];
    // Three rounds: a fourth booking after three cancellations would be refused (429).
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([
        ...people.map(({ token }) => bookIt(token, service.id)),
        sendDueBookingDigests(afterWindow()).then(() => null),
        // The window closes in the middle of the burst.
        db()
          .bookingMailWindow.updateMany({
            where: { serviceId: service.id },
            data: { endsAt: new Date(Date.now() - 1000) },
          })
          .then(() => null),
      ]);
      for (const answer of answers) {
        if (!answer) continue;
        expect(answer.status).toBe(201);
        references.push(answer.body.data!.bookingReference);
      }
      // Each user cancels, so the next round can book again: a notice each as well.
      await Promise.all(
        answers.map((answer, index) => {
          if (!answer) return null;
          const id = answer.body.data!.id;
          return call(userCancel, `/api/v1/users/bookings/${id}/cancel`, {
            method: "POST",
            bearer: people[index]!.token,
            params: { id },
          });
        }),
      );
    }
    await sendDueBookingDigests(afterWindow());

    const mails = await orgMails(email);
    /** How many times the organization was told of this booking's `event`, in any mail. */
    const told = (reference: string, event: "booked" | "cancelled") =>
      mails.reduce((sum, mail) => {
        if (mail.kind === "booking_digest_org") {
          const line =
            event === "booked" ? `- ${reference}: Test user booked` : `- ${reference}: cancelled;`;
          return sum + mail.text.split("\n").filter((text) => text.startsWith(line)).length;
        }
        const single = event === "booked" ? "booking_received" : "booking_cancelled_org";
        return sum + (mail.kind === single && mail.subject.includes(reference) ? 1 : 0);
      }, 0);
    expect(references).toHaveLength(15);
    expect(
      references.map((reference) => [told(reference, "booked"), told(reference, "cancelled")]),
    ).toEqual(references.map(() => [1, 1]));
    // Far fewer mails than the 30 notices.
    expect(mails.length).toBeLessThan(30);
    expect(await db().bookingNotice.count()).toBe(0);
  });
});
