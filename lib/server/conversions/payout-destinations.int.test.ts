// The safeguards on payout destinations over HTTP on PostgreSQL (docs/security.md "Payout
// destinations"): a change of payout details is mailed to the organization with a link that
// freezes its conversions (once: a used link is refused); a frozen organization cannot request a
// conversion and its pending ones cannot be approved, alone or in bulk, until an admin unfreezes
// it; a request to a destination changed less than a day before is held until a day after the
// change, and approves after that; a destination older than a day is not held; and saving the
// same details again neither mails nor moves the change's time.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as approveMany } from "@/app/api/v1/admin/conversions/approve/route";
import { GET as adminList } from "@/app/api/v1/admin/conversions/route";
import { DELETE as unfreeze } from "@/app/api/v1/admin/users/[id]/conversions-freeze/route";
import { GET as userDetail } from "@/app/api/v1/admin/users/[id]/route";
import { POST as approveOne } from "@/app/api/v1/conversions/[id]/approve/route";
import { GET as getOne } from "@/app/api/v1/conversions/[id]/route";
import { POST as create } from "@/app/api/v1/conversions/route";
import { PUT as savePayout } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import { POST as freeze } from "@/app/api/v1/organizations/freeze/route";
import { CONVERSIONS_FROZEN, NOT_FROZEN } from "@/lib/conversions/payout-safety";
import {
  CONVERSIONS_FROZEN_BY_LINK,
  FREEZE_LINK_MESSAGES,
} from "@/lib/conversions/freeze-link-messages";
import { env } from "@/lib/env";
import type { AdminConversionPage, BulkApproval } from "@/lib/schemas/admin-conversions";
import type { AdminUserDetail } from "@/lib/schemas/admin-users";
import type { ConversionOutcome, ConversionView } from "@/lib/schemas/conversions";
import { db } from "@/lib/server/db/client";
import { FREEZE_PAGE_PATH } from "@/lib/server/conversions/payout-accounts";
import { appOrigin } from "@/lib/server/http/app-url";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn, verifiedByAdmin } from "@/test/integration/accounts";
import { earnNet } from "@/test/integration/earnings";
import { call, freshIp } from "@/test/integration/http";

type Account = Awaited<ReturnType<typeof signedIn>>;
interface Org extends Account {
  organizationId: string;
}

const HOUR = 60 * 60 * 1000;
const UPI = { method: "upi", holderName: "Asha Rao", upiId: "asha.rao@okaxis" };
const SUBJECT = "Your payout details for INR changed";

const holdBefore = env.PAYOUT_HOLD_HOURS;
let admin: Account;

beforeAll(async () => {
  // Decision emails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  // The production default: the test tier runs without the hold (vitest.config.ts).
  env.PAYOUT_HOLD_HOURS = 24;
  admin = await signedIn("admin");
});

afterAll(() => {
  env.PAYOUT_HOLD_HOURS = holdBefore;
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

async function verifiedOrg(earned = 0): Promise<Org> {
  const account = await signedIn("org");
  await verifiedByAdmin(account.user.id);
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: account.user.id },
  });
  if (earned > 0) await earnNet(profile.id, earned);
  return { ...account, organizationId: profile.id };
}

const save = (org: Org, body: unknown = UPI) =>
  call(savePayout, "/api/v1/org/payout-accounts/INR", {
    method: "PUT",
    bearer: org.token,
    params: { currency: "INR" },
    body,
  });

const payoutAccountOf = (org: Org) =>
  db().payoutAccount.findUniqueOrThrow({
    where: { organizationId_currency: { organizationId: org.organizationId, currency: "INR" } },
  });

/** The destination as if it was saved `hours` ago. */
async function ageDestination(org: Org, hours: number) {
  await db().payoutAccount.update({
    where: { organizationId_currency: { organizationId: org.organizationId, currency: "INR" } },
    data: { changedAt: new Date(Date.now() - hours * HOUR) },
  });
}

const changeMails = (org: Org) =>
  db().mailOutbox.findMany({
    where: { to: org.email, subject: SUBJECT },
    orderBy: { createdAt: "asc" },
  });

function freezeCodeOf(text: string): string {
  const link = text.match(/https?:\/\/\S+\/freeze-conversions\?code=(\S+)/);
  if (!link?.[1]) throw new Error(`no freeze link in: ${text}`);
  return decodeURIComponent(link[1]);
}

const useLink = (code: unknown) =>
  call<{ organizationId: string; name: string; conversionsFrozenAt: string | null }>(
    freeze,
    "/api/v1/organizations/freeze",
    { ip: freshIp(), body: { code } },
  );

const request = (org: Org, amount: number) =>
  call<ConversionOutcome>(create, "/api/v1/conversions", {
    bearer: org.token,
    body: { amount, currency: "INR" },
  });

async function requested(org: Org, amount: number): Promise<ConversionView> {
  const made = await request(org, amount);
  expect(made.status).toBe(201);
  return made.body.data!.conversion;
}

const approve = (id: string) =>
  call<ConversionView>(approveOne, `/api/v1/conversions/${id}/approve`, {
    method: "POST",
    bearer: admin.token,
    params: { id },
  });

const approveAll = (ids: string[]) =>
  call<BulkApproval>(approveMany, "/api/v1/admin/conversions/approve", {
    bearer: admin.token,
    body: { ids },
  });

const unfreezeAs = (account: Account, userId: string) =>
  call(unfreeze, `/api/v1/admin/users/${userId}/conversions-freeze`, {
    method: "DELETE",
    bearer: account.token,
    params: { id: userId },
  });

describe("a change of payout details", () => {
  it("is mailed to the organization with a link that freezes conversions", async () => {
    const org = await verifiedOrg();
    expect((await save(org)).status).toBe(200);
    const [mail, ...more] = await changeMails(org);
    expect(more).toEqual([]);
    expect(mail!.text).toMatch(/^Your payout details for INR changed\. Not you\?/);
    expect(mail!.text).toContain("UPI as••••@okaxis");
    // The time of the change, in the rupee region's zone.
    expect(mail!.text).toMatch(/Changed: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
    expect(mail!.text).toMatch(
      /Conversions to the new destination cannot be approved before .+ IST\./,
    );
    // On the configured public address, never a request's.
    expect(mail!.text).toContain(`Freeze conversions: ${appOrigin()}${FREEZE_PAGE_PATH}?code=`);
    expect(mail!.html).toContain(`${FREEZE_PAGE_PATH}?code=`);
    const token = await db().actionToken.findFirstOrThrow({
      where: { userId: org.user.id, purpose: "freeze_conversions" },
    });
    // Seven days to use it.
    expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBeGreaterThan(
      7 * 24 * HOUR - 60_000,
    );
  });

  it("saved again as it is neither mails nor moves the change's time; another holder name does", async () => {
    const org = await verifiedOrg();
    expect((await save(org)).status).toBe(200);
    await ageDestination(org, 30);
    const before = await payoutAccountOf(org);

    expect((await save(org, { ...UPI, upiId: " asha.rao@okaxis " })).status).toBe(200);
    expect(await changeMails(org)).toHaveLength(1);
    expect((await payoutAccountOf(org)).changedAt).toEqual(before.changedAt);

    expect((await save(org, { ...UPI, holderName: "Asha R. Rao" })).status).toBe(200);
    expect(await changeMails(org)).toHaveLength(2);
    expect((await payoutAccountOf(org)).changedAt.getTime()).toBeGreaterThan(
      before.changedAt.getTime(),
    );
  });
});

describe("the freeze link", () => {
  it("freezes once; a frozen organization cannot request or be approved until an admin unfreezes it", async () => {
    const org = await verifiedOrg(1000);
    expect((await save(org)).status).toBe(200);
    await ageDestination(org, 48);
    const pending = await requested(org, 100);
    const other = await requested(org, 200);
    const [mail] = await changeMails(org);
    const code = freezeCodeOf(mail!.text);

    const frozen = await useLink(code);
    expect(frozen.status).toBe(200);
    expect(frozen.body.message).toBe(CONVERSIONS_FROZEN_BY_LINK);
    expect(frozen.body.data?.conversionsFrozenAt).toEqual(expect.any(String));
    const profile = await db().organizationProfile.findUniqueOrThrow({
      where: { id: org.organizationId },
    });
    expect(profile.conversionsFrozenAt?.toISOString()).toBe(frozen.body.data?.conversionsFrozenAt);
    expect(
      await db().auditLog.count({
        where: { action: "organization.conversions_frozen", entityId: org.organizationId },
      }),
    ).toBe(1);

    const again = await useLink(code);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      code: "invalid_action_code",
      message: FREEZE_LINK_MESSAGES.invalid,
    });

    const refused = await request(org, 50);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(CONVERSIONS_FROZEN);
    const notApproved = await approve(pending.id);
    expect(notApproved.status).toBe(409);
    expect(notApproved.body.error?.message).toBe(CONVERSIONS_FROZEN);
    const bulk = await approveAll([pending.id, other.id]);
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toEqual({
      results: [
        { id: pending.id, outcome: "frozen" },
        { id: other.id, outcome: "frozen" },
      ],
      approved: 0,
    });
    expect(
      await db().conversionRequest.count({
        where: { id: { in: [pending.id, other.id] }, status: "pending" },
      }),
    ).toBe(2);

    // The admin sees it on the account's page, and only an admin lifts it.
    const detail = await call<AdminUserDetail>(userDetail, `/api/v1/admin/users/${org.user.id}`, {
      bearer: admin.token,
      params: { id: org.user.id },
    });
    expect(detail.body.data?.organization?.conversionsFrozenAt).toBe(
      frozen.body.data?.conversionsFrozenAt,
    );
    expect((await unfreezeAs(org, org.user.id)).status).toBe(403);
    const lifted = await unfreezeAs(admin, org.user.id);
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({ conversionsFrozenAt: null });
    expect(
      await db().auditLog.count({
        where: { action: "organization.conversions_unfrozen", entityId: org.organizationId },
      }),
    ).toBe(1);
    const twice = await unfreezeAs(admin, org.user.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe(NOT_FROZEN);

    expect((await request(org, 50)).status).toBe(201);
    expect((await approve(pending.id)).status).toBe(200);
    expect((await approveAll([other.id])).body.data?.approved).toBe(1);
  });

  it("refuses an expired, unknown or missing code with the emailed links' 400s", async () => {
    const org = await verifiedOrg();
    expect((await save(org)).status).toBe(200);
    const [mail] = await changeMails(org);
    await db().actionToken.updateMany({
      where: { userId: org.user.id, purpose: "freeze_conversions" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await useLink(freezeCodeOf(mail!.text));
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatchObject({
      code: "expired_action_code",
      message: FREEZE_LINK_MESSAGES.expired,
    });
    const unknown = await useLink("not-a-code");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.code).toBe("invalid_action_code");
    expect((await useLink(undefined)).status).toBe(422);
    const profile = await db().organizationProfile.findUniqueOrThrow({
      where: { id: org.organizationId },
    });
    expect(profile.conversionsFrozenAt).toBeNull();
  });

  it("of an earlier change still works after a later change mailed another", async () => {
    const org = await verifiedOrg();
    expect((await save(org)).status).toBe(200);
    expect((await save(org, { ...UPI, upiId: "asha@okhdfc" })).status).toBe(200);
    const [first, second] = await changeMails(org);
    expect(second).toBeDefined();
    expect((await useLink(freezeCodeOf(first!.text))).status).toBe(200);
  });
});

describe("a new destination's hold", () => {
  it("holds a request made within a day of the change until a day after it, then it approves", async () => {
    const org = await verifiedOrg(1000);
    expect((await save(org)).status).toBe(200);
    const { changedAt } = await payoutAccountOf(org);
    const heldUntil = new Date(changedAt.getTime() + 24 * HOUR).toISOString();
    const held = await requested(org, 100);
    const bulkHeld = await requested(org, 200);
    expect(held.heldUntil).toBe(heldUntil);
    // Both sides see it: the organization's request and the admin's list.
    const own = await call<ConversionView>(getOne, `/api/v1/conversions/${held.id}`, {
      bearer: org.token,
      params: { id: held.id },
    });
    expect(own.body.data?.heldUntil).toBe(heldUntil);
    const listed = await call<AdminConversionPage>(adminList, "/api/v1/admin/conversions", {
      bearer: admin.token,
    });
    expect(listed.body.data?.items.find((item) => item.id === held.id)?.heldUntil).toBe(heldUntil);

    const early = await approve(held.id);
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toMatch(
      /^This conversion is held until .+: its payout details changed less than 24 hours ago\.$/,
    );
    expect(early.body.error?.details).toMatchObject({ heldUntil });
    const bulk = await approveAll([held.id, bulkHeld.id]);
    expect(bulk.body.data).toEqual({
      results: [
        { id: held.id, outcome: "held" },
        { id: bulkHeld.id, outcome: "held" },
      ],
      approved: 0,
    });
    expect(
      await db().conversionRequest.count({
        where: { id: { in: [held.id, bulkHeld.id] }, status: "pending" },
      }),
    ).toBe(2);

    // A day later.
    await db().conversionRequest.updateMany({
      where: { id: { in: [held.id, bulkHeld.id] } },
      data: { heldUntil: new Date(Date.now() - 1000) },
    });
    const approved = await approve(held.id);
    expect(approved.status).toBe(200);
    expect(approved.body.data?.heldUntil).toBeNull();
    expect((await approveAll([bulkHeld.id])).body.data?.approved).toBe(1);
  });

  it("does not hold a request to a destination older than a day", async () => {
    const org = await verifiedOrg(500);
    expect((await save(org)).status).toBe(200);
    await ageDestination(org, 25);
    const made = await requested(org, 100);
    expect(made.heldUntil).toBeNull();
    expect(
      await db().conversionRequest.findUniqueOrThrow({ where: { id: made.id } }),
    ).toMatchObject({ heldUntil: null });
    expect((await approve(made.id)).status).toBe(200);
  });
});
