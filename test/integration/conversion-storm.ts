// Conversions for the two-server storm (lib/runtime/two-servers.int.test.ts): verified
// organizations with earnings and API tokens, an admin with one, and each organization's part of
// the storm over HTTP: payout details, two requests at once (one of them sent twice with its
// Idempotency-Key), then the admin approves one and rejects the other, each decision sent twice at
// once so that both servers race on it.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { db } from "@/lib/server/db/client";
import { httpCall } from "@/scripts/bench/lib/http";
import { createBenchUsers, type BenchUser } from "@/scripts/bench/lib/users";
import { earnNet } from "./earnings";

/** Each organization's two requests: the first is approved, the second rejected. */
const CONVERT = { approved: 200, rejected: 150 } as const;

export interface ConvertingOrg extends BenchUser {
  organizationId: string;
}

/** `count` verified organizations, each having earned `earned` coins (net of the commission). */
export async function convertingOrgs(
  prefix: string,
  count: number,
  earned: number,
): Promise<ConvertingOrg[]> {
  const users = await createBenchUsers(db(), prefix, count, "org");
  await db().organizationProfile.createMany({
    data: users.map((user) => ({ userId: user.id, name: user.name, verified: true })),
  });
  const profiles = await db().organizationProfile.findMany({
    where: { userId: { in: users.map((user) => user.id) } },
    select: { id: true, userId: true },
  });
  const orgs = users.map((user) => {
    const profile = profiles.find((row) => row.userId === user.id);
    if (!profile) throw new Error(`no organization for ${user.id}`);
    return { ...user, organizationId: profile.id };
  });
  for (const org of orgs) await earnNet(org.organizationId, earned);
  return orgs;
}

/** An admin with an API token, who decides the requests. */
export async function deciderAdmin(prefix: string): Promise<BenchUser> {
  const [admin] = await createBenchUsers(db(), prefix, 1, "admin");
  if (!admin) throw new Error("no admin made");
  return admin;
}

const bearer = (user: BenchUser) => ({ authorization: `Bearer ${user.token}` });
const json = { "content-type": "application/json" };

/** The statuses of two answers, in order: one decision wins (200), the other finds it taken (409). */
function oneWins(answers: { status: number; body: string }[]) {
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses, answers.map((answer) => answer.body).join("\n")).toEqual([200, 409]);
}

/**
 * One organization's conversions through `origin`; returns the ids of the approved and the
 * rejected request.
 */
export async function convertThrough(
  origin: string,
  org: ConvertingOrg,
  admin: BenchUser,
): Promise<{ approved: string; rejected: string }> {
  const saved = await httpCall(
    origin,
    "PUT",
    "/api/v1/org/payout-accounts/INR",
    { ...bearer(org), ...json },
    JSON.stringify({ method: "upi", holderName: org.name, upiId: `${org.id}@okaxis` }),
  );
  expect(saved.status, saved.body).toBe(200);
  const request = (amount: number, key: string) =>
    httpCall(
      origin,
      "POST",
      "/api/v1/conversions",
      { ...bearer(org), ...json, "idempotency-key": key },
      JSON.stringify({ amount, currency: "INR" }),
    );
  const first = randomUUID();
  const idOf = (answer: { status: number; body: string }) => {
    expect(answer.status, answer.body).toBe(201);
    return (JSON.parse(answer.body) as { data: { conversion: { id: string } } }).data.conversion.id;
  };
  const [toApprove, replay, toReject] = await Promise.all([
    request(CONVERT.approved, first),
    request(CONVERT.approved, first),
    request(CONVERT.rejected, randomUUID()),
  ]);
  const approved = idOf(toApprove);
  const rejected = idOf(toReject);
  // The replay answers the request its key made.
  expect(idOf(replay)).toBe(approved);
  const decide = (id: string, verb: "approve" | "reject") =>
    verb === "approve"
      ? httpCall(origin, "POST", `/api/v1/conversions/${id}/approve`, bearer(admin))
      : httpCall(
          origin,
          "POST",
          `/api/v1/conversions/${id}/reject`,
          { ...bearer(admin), ...json },
          JSON.stringify({ reason: "Payout details could not be confirmed." }),
        );
  const [approvals, rejections] = await Promise.all([
    Promise.all([decide(approved, "approve"), decide(approved, "approve")]),
    Promise.all([decide(rejected, "reject"), decide(rejected, "reject")]),
  ]);
  oneWins(approvals);
  oneWins(rejections);
  return { approved, rejected };
}

/**
 * The ledger transfer kinds a request leaves once it is decided, sorted: an approved one is
 * processing (its payout not confirmed), so its coins are still held.
 */
function kindsFor(decision: "approved" | "rejected"): string[] {
  if (decision === "rejected") return ["conversion_reject", "conversion_request"];
  return ["conversion_request"];
}

/**
 * Each organization's requests decided as the admin decided them, once (one decision in the
 * audit log, each transfer once), and its earnings exact: what it earned less the approved
 * request, which stays held while its payout is processing. Returns what the approvals owe the
 * platform's accounts: coins redeemed and fees (none until a payout is confirmed paid).
 */
export async function expectConversionsExact(
  orgs: ConvertingOrg[],
  decided: { approved: string; rejected: string }[],
  earned: number,
): Promise<{ redeemed: number; fees: number }> {
  const ids = decided.flatMap(({ approved, rejected }) => [approved, rejected]);
  const rows = await db().conversionRequest.findMany({
    where: { organizationId: { in: orgs.map((org) => org.organizationId) } },
    include: { transfers: { select: { kind: true } } },
  });
  expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
  const decisions = await db().auditLog.groupBy({
    by: ["entityId", "action"],
    where: {
      entityType: "conversion",
      entityId: { in: ids },
      action: { not: "conversion.requested" },
    },
    _count: true,
  });
  const owed = { redeemed: 0, fees: 0 };
  for (const row of rows) {
    const decision = decided.some(({ approved }) => approved === row.id) ? "approved" : "rejected";
    expect(row.status).toBe(decision === "approved" ? "processing" : "rejected");
    expect(decisions.filter((entry) => entry.entityId === row.id)).toEqual([
      { entityId: row.id, action: `conversion.${decision}`, _count: 1 },
    ]);
    expect(row.transfers.map((transfer) => transfer.kind).sort()).toEqual(kindsFor(decision));
  }
  for (const org of orgs) {
    const account = await db().ledgerAccount.findUnique({
      where: { kind_userId: { kind: "org_earnings", userId: org.id } },
    });
    expect(Number(account?.balance)).toBe(earned - CONVERT.approved);
  }
  return owed;
}
