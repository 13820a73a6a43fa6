// The digests of held booking notices (org-notices.ts): when a service's window closes, its held
// notices become one mail to the organization naming every booking in it (or the notice's own
// mail, if it was the only one). The notices are deleted and their mails written to the outbox in
// one transaction, so each notice is mailed exactly once: two runs at once never both take a
// notice (the second waits on the rows the first deletes, then finds them gone), and a run that
// fails leaves them for the next. The app server that held a notice runs this when it is due;
// every server's expiry sweep runs it too (notices a stopped server left behind).
import "server-only";
import { errorText, logger } from "@/lib/server/observability/logger";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { dispatchMail, enqueueMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { bookingDigestOrgEmail } from "@/lib/server/mail/booking-digest-email";
import { singleNoticeMail, type OrgNotice, type OrgNoticeEvent } from "./org-notices";

interface HeldNotice extends OrgNotice {
  createdAt: Date;
}

/** Held notices per service and address, each group in the order they happened. */
function groupNotices(notices: HeldNotice[]): HeldNotice[][] {
  const groups = new Map<string, HeldNotice[]>();
  const ordered = [...notices].sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() || a.reference.localeCompare(b.reference),
  );
  for (const notice of ordered) {
    const key = `${notice.serviceId}\n${notice.to}`;
    groups.set(key, [...(groups.get(key) ?? []), notice]);
  }
  return [...groups.values()];
}

function digestOf(group: HeldNotice[]) {
  const [first] = group;
  if (!first) throw new Error("bookings: an empty digest");
  if (group.length === 1) return singleNoticeMail(first);
  // The latest title the organization gave its service.
  const serviceTitle = group[group.length - 1]?.serviceTitle ?? first.serviceTitle;
  return bookingDigestOrgEmail(first.to, serviceTitle, group);
}

/**
 * Writes the digest of every window closed by `now` to the outbox and sends it. Returns the
 * digest mails written.
 */
export async function sendDueBookingDigests(
  now = new Date(),
  client: PrismaClient = db(),
): Promise<QueuedMail[]> {
  const mails = await client.$transaction(async (tx) => {
    const due = await tx.$queryRaw<(HeldNotice & { event: OrgNoticeEvent })[]>`
      DELETE FROM "BookingNotice" WHERE "dueAt" <= ${now}
      RETURNING "serviceId", "to", "event", "reference", "serviceTitle", "customerName", "coins",
        "createdAt"`;
    const queued: QueuedMail[] = [];
    for (const group of groupNotices(due)) queued.push(await enqueueMail(tx, digestOf(group)));
    return queued;
  });
  if (mails.length) await dispatchMail(mails);
  return mails;
}

/** When the next held notice is due, if any is held. */
async function nextDue(): Promise<Date | null> {
  const next = await db().bookingNotice.findFirst({
    orderBy: { dueAt: "asc" },
    select: { dueAt: true },
  });
  return next?.dueAt ?? null;
}

let timer: NodeJS.Timeout | null = null;
let timerAt = Number.POSITIVE_INFINITY;

/**
 * Sends the digests due at `dueAt` then, in this process: one timer for the earliest, which on
 * firing sets itself for the next notice still held. A failed run is logged; its notices wait
 * for the next run or the sweep.
 */
export function scheduleBookingDigests(dueAt: Date): void {
  const at = dueAt.getTime();
  if (timer && timerAt <= at) return;
  if (timer) clearTimeout(timer);
  timerAt = at;
  timer = setTimeout(
    () => {
      timer = null;
      timerAt = Number.POSITIVE_INFINITY;
      sendDueBookingDigests()
        .then(nextDue)
        .then((next) => {
          if (next) scheduleBookingDigests(next);
        })
        .catch((error: unknown) => {
          logger.error({ job: "bookings.digests", error: errorText(error) }, "job failed");
        });
    },
    // A little late rather than early: the run then finds the window closed.
    Math.max(0, at - Date.now()) + 250,
  );
  // A due digest never keeps a process alive: the sweep sends it.
  timer.unref();
}
