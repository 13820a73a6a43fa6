// The second factor over HTTP on PostgreSQL: setting up an authenticator app through the API, the
// two-step sign-in (a code works once, the sixth wrong answer is refused for a while, a recovery
// code works once), the fresh proof an admin's approval needs (11 minutes after the second factor
// it is refused, and a new code lets it through on the same credential), what an admin cannot do
// to their own second factor, and the reset of another's.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as profile } from "@/app/api/v1/auth/profile/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as status } from "@/app/api/v1/auth/second-factor/route";
import { POST as makeRecoveryCodes } from "@/app/api/v1/auth/second-factor/recovery-codes/route";
import {
  POST as beginTotp,
  DELETE as removeTotp,
} from "@/app/api/v1/auth/second-factor/totp/route";
import { POST as confirmTotp } from "@/app/api/v1/auth/second-factor/totp/confirm/route";
import { POST as verify } from "@/app/api/v1/auth/second-factor/verify/route";
import { DELETE as resetSecondFactor } from "@/app/api/v1/admin/users/[id]/second-factor/route";
import { POST as approve } from "@/app/api/v1/conversions/[id]/approve/route";
import {
  FRESH_PROOF_MS,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
} from "@/lib/auth/second-factor";
import type { SecondFactorStatus } from "@/lib/server/second-factor/factors";
import { db } from "@/lib/server/db/client";
import { lastMailTo, PASSWORD, signedIn, type SignedInAccount } from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";
import { pendingConversion } from "@/test/integration/pending-conversion";
import {
  codeAtStep,
  enrolThroughApi,
  freshCode,
  freshStep,
} from "@/test/integration/second-factor";

beforeAll(() => {
  // Mails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const TOO_MANY = "Too many failed attempts. Please try again later";

function tokenLogin(email: string) {
  return call<{ token: string; secondFactorRequired: boolean }>(login, "/api/v1/auth/login", {
    ip: freshIp(),
    body: { email, password: PASSWORD, issueToken: true },
  });
}

function giveCode(token: string, code: string, method: "totp" | "recovery_code" = "totp") {
  return call<{ completedSignIn: boolean; provedAt: string }>(
    verify,
    "/api/v1/auth/second-factor/verify",
    { bearer: token, body: { method, code } },
  );
}

const profileOf = (token: string) => call(profile, "/api/v1/auth/profile", { bearer: token });

/** An account that sets up an authenticator app through the API: its secret and recovery codes. */
async function enrolledThroughApi(account: SignedInAccount) {
  const enrolled = await enrolThroughApi(account.token);
  expect(enrolled.uri).toMatch(/^otpauth:\/\/totp\/Coinmarket:.*secret=/);
  expect(enrolled.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  return enrolled;
}

describe("setting up an authenticator app", () => {
  it("turns on with a first code, hands out ten recovery codes once, and keeps the secret sealed", async () => {
    const account = await signedIn("user");
    const { secret, recoveryCodes } = await enrolledThroughApi(account);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const row = await db().totpFactor.findUniqueOrThrow({ where: { userId: account.user.id } });
    expect(row.confirmedAt).not.toBeNull();
    expect(row.secretSealed).not.toContain(secret);
    const stored = await db().recoveryCode.findMany({ where: { userId: account.user.id } });
    expect(stored.map((code) => code.codeHash)).not.toContain(recoveryCodes[0]);

    const shown = await call<SecondFactorStatus>(status, "/api/v1/auth/second-factor", {
      bearer: account.token,
    });
    expect(shown.body.data).toMatchObject({
      totp: true,
      passkeys: [],
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
      required: "optional",
    });
    // A second set-up while one is on is refused; the profile says the account has a factor.
    const again = await call(beginTotp, "/api/v1/auth/second-factor/totp", {
      method: "POST",
      bearer: account.token,
    });
    expect(again.status).toBe(409);
    expect((await profileOf(account.token)).body.data).toMatchObject({ secondFactor: true });
  });

  it("refuses a wrong first code and leaves the app off", async () => {
    const account = await signedIn("user");
    await call(beginTotp, "/api/v1/auth/second-factor/totp", {
      method: "POST",
      bearer: account.token,
    });
    const wrong = await call(confirmTotp, "/api/v1/auth/second-factor/totp/confirm", {
      bearer: account.token,
      body: { code: "000000" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({
      code: "invalid_second_factor",
      message: SECOND_FACTOR_MESSAGES.invalidCode,
    });
    const row = await db().totpFactor.findUniqueOrThrow({ where: { userId: account.user.id } });
    expect(row.confirmedAt).toBeNull();
    // An unconfirmed set-up protects nothing: the password alone still signs in whole.
    const signIn = await tokenLogin(account.email);
    expect(signIn.body.data?.secondFactorRequired).toBe(false);
  });
});

describe("signing in with a second factor", () => {
  let account: SignedInAccount;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    account = await signedIn("user");
    ({ secret, recoveryCodes } = await enrolledThroughApi(account));
  });

  it("needs the code after the password: until then the credential is good for nothing else", async () => {
    const signIn = await tokenLogin(account.email);
    expect(signIn.status).toBe(200);
    expect(signIn.body.data?.secondFactorRequired).toBe(true);
    const halfway = signIn.body.data!.token;
    const refused = await profileOf(halfway);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({
      code: "second_factor_pending",
      message: SECOND_FACTOR_MESSAGES.pending,
    });
    const done = await giveCode(halfway, await freshCode(secret));
    expect(done.status).toBe(200);
    expect(done.body.data?.completedSignIn).toBe(true);
    expect((await profileOf(halfway)).status).toBe(200);
    // A whole token lives 30 days from the second step, a halfway one 10 minutes.
    const row = await db().apiToken.findFirstOrThrow({
      where: { userId: account.user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it("takes each code once", async () => {
    const code = codeAtStep(secret, await freshStep(secret));
    const first = (await tokenLogin(account.email)).body.data!.token;
    const second = (await tokenLogin(account.email)).body.data!.token;
    expect((await giveCode(first, code)).status).toBe(200);
    const replay = await giveCode(second, code);
    expect(replay.status).toBe(422);
    expect(replay.body.error?.code).toBe("invalid_second_factor");
    expect((await profileOf(second)).status).toBe(401);
  });

  it("refuses the sixth attempt after five wrong codes, even with the right code", async () => {
    const other = await signedIn("user");
    const { secret: otherSecret } = await enrolledThroughApi(other);
    const halfway = (await tokenLogin(other.email)).body.data!.token;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await giveCode(halfway, "000000");
      expect({ attempt, status: wrong.status }).toEqual({ attempt, status: 422 });
    }
    const limited = await giveCode(halfway, await freshCode(otherSecret));
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toBe(TOO_MANY);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await profileOf(halfway)).status).toBe(401);
  });

  it("takes a recovery code once, in place of the app", async () => {
    const code = recoveryCodes[0]!;
    const first = (await tokenLogin(account.email)).body.data!.token;
    const used = await giveCode(first, code.toUpperCase().replace("-", " "), "recovery_code");
    expect(used.status).toBe(200);
    expect((await profileOf(first)).status).toBe(200);
    const second = (await tokenLogin(account.email)).body.data!.token;
    const again = await giveCode(second, code, "recovery_code");
    expect(again.status).toBe(422);
    expect(again.body.error?.message).toBe(SECOND_FACTOR_MESSAGES.invalidRecoveryCode);
    const left = await call<SecondFactorStatus>(status, "/api/v1/auth/second-factor", {
      bearer: first,
    });
    expect(left.body.data?.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const audit = await db().auditLog.count({
      where: { entityId: account.user.id, action: "account.recovery_code_used" },
    });
    expect(audit).toBe(1);
  });

  it("makes new recovery codes only with a fresh proof, and the old ones stop working", async () => {
    const fresh = (await tokenLogin(account.email)).body.data!.token;
    expect((await giveCode(fresh, await freshCode(secret))).status).toBe(200);
    const made = await call<{ recoveryCodes: string[] }>(
      makeRecoveryCodes,
      "/api/v1/auth/second-factor/recovery-codes",
      { method: "POST", bearer: fresh },
    );
    expect(made.status).toBe(200);
    expect(made.body.data?.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const halfway = (await tokenLogin(account.email)).body.data!.token;
    expect((await giveCode(halfway, recoveryCodes[1]!, "recovery_code")).status).toBe(422);
    expect(
      (await giveCode(halfway, made.body.data!.recoveryCodes[0]!, "recovery_code")).status,
    ).toBe(200);
  });
});

/** Moves a credential's last second factor back by `ms`. */
async function proofAged(token: string, ms: number) {
  const rows = await db().apiToken.findMany({ where: { secondFactorAt: { not: null } } });
  const { hashToken } = await import("@/lib/server/auth/tokens");
  const row = rows.find((candidate) => candidate.tokenHash === hashToken(token));
  if (!row) throw new Error("no proved token");
  await db().apiToken.update({
    where: { id: row.id },
    data: { secondFactorAt: new Date(Date.now() - ms) },
  });
}

describe("the fresh proof of an admin's approval", () => {
  it("refuses an approval 11 minutes after the second factor and takes it after a new code", async () => {
    const admin = await signedIn("admin");
    const { organizationId, conversionId: id } = await pendingConversion({
      earned: 2_000,
      amount: 1_000,
    });
    // The destination is older than a day: the hold on new destinations is tried elsewhere.
    await db().payoutAccount.updateMany({
      where: { organizationId },
      data: { changedAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) },
    });
    await db().conversionRequest.update({ where: { id }, data: { heldUntil: null } });

    await proofAged(admin.token, 11 * 60 * 1000);
    const path = `/api/v1/conversions/${id}/approve`;
    const stale = await call(approve, path, {
      method: "POST",
      bearer: admin.token,
      params: { id },
    });
    expect(stale.status).toBe(403);
    expect(stale.body.error).toMatchObject({
      code: "fresh_proof_required",
      message: SECOND_FACTOR_MESSAGES.fresh,
    });
    expect(
      await db().conversionRequest.findUniqueOrThrow({ where: { id }, select: { status: true } }),
    ).toEqual({ status: "pending" });

    const stepUp = await giveCode(admin.token, await freshCode(admin.secret!));
    expect(stepUp.status).toBe(200);
    expect(stepUp.body.data?.completedSignIn).toBe(false);
    const approved = await call(approve, path, {
      method: "POST",
      bearer: admin.token,
      params: { id },
    });
    expect(approved.status).toBe(200);
  });

  it("holds a proof for 10 minutes exactly as the constant says", () => {
    expect(FRESH_PROOF_MS).toBe(10 * 60 * 1000);
  });
});

describe("an admin and the second factors", () => {
  it("cannot remove an admin's last factor, nor reset their own", async () => {
    const admin = await signedIn("admin");
    const removed = await call(removeTotp, "/api/v1/auth/second-factor/totp", {
      method: "DELETE",
      bearer: admin.token,
    });
    expect(removed.status).toBe(409);
    expect(removed.body.error?.message).toBe(SECOND_FACTOR_MESSAGES.lastFactor);
    const own = await call(
      resetSecondFactor,
      `/api/v1/admin/users/${admin.user.id}/second-factor`,
      {
        method: "DELETE",
        bearer: admin.token,
        params: { id: admin.user.id },
      },
    );
    expect(own.status).toBe(403);
    expect(own.body.error?.message).toBe(SECOND_FACTOR_MESSAGES.ownReset);
    expect(await db().totpFactor.count({ where: { userId: admin.user.id } })).toBe(1);
  });

  it("resets another account's factors with a fresh proof: audited, mailed, password alone again", async () => {
    const admin = await signedIn("admin");
    const person = await signedIn("user");
    await enrolledThroughApi(person);
    await proofAged(admin.token, FRESH_PROOF_MS + 1_000);
    const path = `/api/v1/admin/users/${person.user.id}/second-factor`;
    const stale = await call(resetSecondFactor, path, {
      method: "DELETE",
      bearer: admin.token,
      params: { id: person.user.id },
    });
    expect(stale.status).toBe(403);
    expect(stale.body.error?.code).toBe("fresh_proof_required");
    expect(await db().totpFactor.count({ where: { userId: person.user.id } })).toBe(1);

    expect((await giveCode(admin.token, await freshCode(admin.secret!))).status).toBe(200);
    const reset = await call(resetSecondFactor, path, {
      method: "DELETE",
      bearer: admin.token,
      params: { id: person.user.id },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({
      totp: true,
      passkeys: 0,
      recoveryCodes: RECOVERY_CODE_COUNT,
    });
    expect(await db().recoveryCode.count({ where: { userId: person.user.id } })).toBe(0);
    const audit = await db().auditLog.findFirst({
      where: { entityId: person.user.id, action: "user.second_factor_reset" },
    });
    expect(audit?.actorId).toBe(admin.user.id);
    const { mail } = await lastMailTo(person.email);
    expect(mail?.subject).toBe("Your Coinmarket two-step verification was reset");
    expect((await tokenLogin(person.email)).body.data?.secondFactorRequired).toBe(false);
  });

  it("sends an admin without a second factor to set one up: refused with the enrolment error", async () => {
    const admin = await signedIn("admin", { secondFactor: false });
    const read = await profileOf(admin.token);
    expect(read.status).toBe(200);
    const { secret } = await enrolledThroughApi(admin);
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    // The token that set the factor up is proved by it.
    const again = await call<SecondFactorStatus>(status, "/api/v1/auth/second-factor", {
      bearer: admin.token,
    });
    expect(again.body.data?.required).toBe("always");
  });
});
