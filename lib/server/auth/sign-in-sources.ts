// The places an account's owner signs in from: client addresses and browsers (device cookies).
// A stranger flooding an account's login or recovery from elsewhere fills the account-wide
// counters; a source where the account has signed in with its password before is the owner's
// (or someone who knew the password there), so those counters never refuse it. It stays subject
// to its own counters, which only requests from that source fill.
import "server-only";
import { db } from "@/lib/server/db/client";
import { hashToken } from "./tokens";

/** Who is asking, as the request says: its address and the browser's verified device id. */
export interface Requester {
  address: string;
  device: string | null;
}

/** How the account knows the requester: by its browser, by its address, or not at all. */
export type Familiarity = "device" | "address" | null;

/** Addresses are reassigned (carriers, DHCP), so one counts as known for a season only. */
const ADDRESS_KNOWN_MS = 90 * 24 * 60 * 60 * 1000;
/** A browser as long as its cookie lives. */
const DEVICE_KNOWN_MS = 365 * 24 * 60 * 60 * 1000;

/** The address a source may be: "unknown" (no address resolved) would be everyone's. */
function addressKey(address: string): string | null {
  return address && address !== "unknown" ? address : null;
}

function deviceKey(device: string | null): string | null {
  return device ? hashToken(device) : null;
}

/**
 * Whether the account of this email has signed in from the requester's browser or address.
 * One statement, the same for an email with no account: the answer and its cost say nothing
 * about whether the account exists.
 */
export async function recognise(email: string, requester: Requester): Promise<Familiarity> {
  const now = Date.now();
  const rows = await db().$queryRaw<{ kind: "address" | "device" }[]>`
    SELECT s."kind"::text AS "kind"
    FROM "SignInSource" s JOIN "User" u ON u."id" = s."userId"
    WHERE u."email" = ${email} AND (
      (s."kind" = 'device' AND s."key" = ${deviceKey(requester.device)}::text
        AND s."lastSeenAt" > ${new Date(now - DEVICE_KNOWN_MS)})
      OR (s."kind" = 'address' AND s."key" = ${addressKey(requester.address)}::text
        AND s."lastSeenAt" > ${new Date(now - ADDRESS_KNOWN_MS)}))`;
  if (rows.some((row) => row.kind === "device")) return "device";
  return rows.length ? "address" : null;
}

/**
 * The subject the per-source counters count: a known browser stands for itself, so strangers
 * sharing its address (an office, a carrier's NAT) cannot fill its counters; else the address.
 */
export function sourceOf(requester: Requester, familiarity: Familiarity): string {
  return familiarity === "device" ? `device:${deviceKey(requester.device)}` : requester.address;
}

/**
 * Records a successful password sign-in's address and browser as the account's, and forgets the
 * account's sources not seen for longer than they count (so the list stays short).
 */
export async function rememberSignInSource(userId: string, requester: Requester): Promise<void> {
  const seen = new Date();
  const address = addressKey(requester.address);
  const device = deviceKey(requester.device);
  // Times are written from here, as Prisma writes them (UTC), never by the database's now().
  await db().$executeRaw`
    WITH "stale" AS (
      DELETE FROM "SignInSource"
      WHERE "userId" = ${userId}
        AND (("kind" = 'address' AND "lastSeenAt" <= ${new Date(seen.getTime() - ADDRESS_KNOWN_MS)})
          OR ("kind" = 'device' AND "lastSeenAt" <= ${new Date(seen.getTime() - DEVICE_KNOWN_MS)}))
        AND ("kind" <> 'address' OR "key" IS DISTINCT FROM ${address}::text)
        AND ("kind" <> 'device' OR "key" IS DISTINCT FROM ${device}::text)
    )
    INSERT INTO "SignInSource" ("userId", "kind", "key", "createdAt", "lastSeenAt")
    SELECT ${userId}, s."kind"::"SignInSourceKind", s."key", ${seen}, ${seen}
    FROM (VALUES ('address', ${address}::text), ('device', ${device}::text)) AS s("kind", "key")
    WHERE s."key" IS NOT NULL
    ON CONFLICT ("userId", "kind", "key") DO UPDATE SET "lastSeenAt" = EXCLUDED."lastSeenAt"`;
}
