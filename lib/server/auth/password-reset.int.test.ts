// Forgot password -> emailed single-use link -> new password, over HTTP: no account enumeration,
// the limits, the link's states, and that a reset signs the account out everywhere.
import { settleBackgroundWork } from "@/lib/server/background";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as profile } from "@/app/api/v1/auth/profile/route";
import {
  GET as checkResetCode,
  POST as resetPassword,
} from "@/app/api/v1/auth/reset-password/route";
import { db } from "@/lib/server/db/client";
import { hashToken } from "@/lib/server/auth/tokens";
import {
  lastMailTo,
  PASSWORD,
  registerThroughApi,
  signedIn,
  uniqueEmail,
} from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const NEW_PASSWORD = "a-brand-new-secret-7";
const RESET_REQUESTED = "If an account with that email exists, a password reset link has been sent";
const INVALID_LINK = "This reset link is invalid. Please request a new one.";
const EXPIRED_LINK = "This reset link has expired. Please request a new one.";

function forgot(email: string, ip = freshIp()) {
  return call(forgotPassword, "/api/v1/auth/forgot-password", { ip, body: { email } });
}

/** Asks for a reset link and answers the code in the newest email. */
async function resetCodeFor(email: string): Promise<string> {
  const response = await forgot(email);
  expect(response.status).toBe(200);
  const { mail, link } = await lastMailTo(email);
  expect(mail?.kind).toBe("reset_password");
  return new URL(link!).searchParams.get("oobCode")!;
}

function check(code: string) {
  return call<{ email: string }>(
    checkResetCode,
    `/api/v1/auth/reset-password?oobCode=${encodeURIComponent(code)}`,
  );
}

function reset(oobCode: string, password = NEW_PASSWORD, confirmPassword = password) {
  return call(resetPassword, "/api/v1/auth/reset-password", {
    body: { oobCode, password, confirmPassword },
  });
}

function logIn(email: string, password: string) {
  return call(login, "/api/v1/auth/login", { ip: freshIp(), body: { email, password } });
}

describe("POST /api/v1/auth/forgot-password", () => {
  it("answers a known and an unknown email alike, and mails only the known one", async () => {
    const { email } = await registerThroughApi();
    const unknown = uniqueEmail("nobody");

    const known = await forgot(email);
    const stranger = await forgot(unknown);
    for (const response of [known, stranger]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: null, message: RESET_REQUESTED });
    }

    const { mail, link } = await lastMailTo(email);
    expect(mail).toMatchObject({ to: email, kind: "reset_password" });
    expect(link).toMatch(
      new RegExp(`^http://localhost:3000/reset-password\\?mode=resetPassword&oobCode=[\\w-]+$`),
    );
    expect(await db().mailOutbox.count({ where: { to: unknown } })).toBe(0);
  });

  it.each([
    ["an empty email", "", "Please enter your email address"],
    ["a blank email", "   ", "Please enter your email address"],
    ["a malformed email", "not-an-email", "Please enter a valid email address"],
  ])("answers 422 for %s", async (_label, email, message) => {
    const response = await forgot(email);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: "validation_failed", message });
  });

  it("answers 429 for the 4th request for one email within the hour", async () => {
    const { email } = await registerThroughApi();
    const ip = freshIp();
    for (let request = 1; request <= 3; request += 1) {
      expect((await forgot(request === 2 ? email.toUpperCase() : email, ip)).status).toBe(200);
    }
    const fourth = await forgot(email, ip);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatchObject({
      code: "rate_limited",
      message: "Too many requests. Please try again later",
    });
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    await settleBackgroundWork();
    expect(await db().mailOutbox.count({ where: { to: email, kind: "reset_password" } })).toBe(3);
  });
});

describe("GET /api/v1/auth/reset-password", () => {
  it("answers the account's email for a valid code", async () => {
    const { email } = await registerThroughApi();
    const code = await resetCodeFor(email);
    const response = await check(code);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ email });
  });

  it("answers 400 expired_action_code for a code past its hour", async () => {
    const { email } = await registerThroughApi();
    const code = await resetCodeFor(email);
    await db().actionToken.update({
      where: { tokenHash: hashToken(code) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    const checked = await check(code);
    expect(checked.status).toBe(400);
    expect(checked.body.error).toMatchObject({
      code: "expired_action_code",
      message: EXPIRED_LINK,
    });
    const used = await reset(code);
    expect(used.status).toBe(400);
    expect(used.body.error).toMatchObject({ code: "expired_action_code", message: EXPIRED_LINK });
    expect((await logIn(email, PASSWORD)).status).toBe(200);
  });

  it("answers 400 invalid_action_code for a code never issued", async () => {
    const response = await check("garbage-code");
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: "invalid_action_code",
      message: INVALID_LINK,
    });
  });

  it("leaves both links working when two are requested at the same time, until one is used", async () => {
    const { email } = await registerThroughApi();
    const answers = await Promise.all([forgot(email), forgot(email)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await settleBackgroundWork();

    const mails = await db().mailOutbox.findMany({
      where: { to: email, kind: "reset_password" },
    });
    expect(mails).toHaveLength(2);
    const codes = mails.map((mail) =>
      new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("oobCode")!,
    );
    for (const code of codes) expect((await check(code)).status).toBe(200);
    expect((await reset(codes[0]!)).status).toBe(200);
    expect((await check(codes[1]!)).body.error?.code).toBe("invalid_action_code");
  });

  it("does not take an email-verification token as a reset code", async () => {
    const { email } = await registerThroughApi();
    const { link } = await lastMailTo(email);
    const verifyToken = new URL(link!).searchParams.get("token")!;
    const checked = await check(verifyToken);
    expect(checked.status).toBe(400);
    expect(checked.body.error).toMatchObject({
      code: "invalid_action_code",
      message: INVALID_LINK,
    });
    expect((await reset(verifyToken)).status).toBe(400);
    expect((await logIn(email, PASSWORD)).status).toBe(200);
  });

  it("keeps the earlier link working when another is requested; using one voids the others", async () => {
    const { email } = await registerThroughApi();
    const first = await resetCodeFor(email);
    const second = await resetCodeFor(email);
    const third = await resetCodeFor(email);
    expect(new Set([first, second, third]).size).toBe(3);
    for (const code of [first, second, third]) expect((await check(code)).status).toBe(200);

    // Any one of them works, the oldest too; then none of the others does.
    expect((await reset(first)).status).toBe(200);
    for (const code of [second, third]) {
      const voided = await check(code);
      expect(voided.status).toBe(400);
      expect(voided.body.error).toMatchObject({
        code: "invalid_action_code",
        message: INVALID_LINK,
      });
      expect((await reset(code, "yet-another-secret-8")).body.error?.code).toBe(
        "invalid_action_code",
      );
    }
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("keeps each link's own hour: an expired one stays expired beside a newer working one", async () => {
    const { email } = await registerThroughApi();
    const old = await resetCodeFor(email);
    const fresh = await resetCodeFor(email);
    const expiry = await db().actionToken.findUniqueOrThrow({
      where: { tokenHash: hashToken(fresh) },
      select: { createdAt: true, expiresAt: true },
    });
    expect(expiry.expiresAt.getTime() - expiry.createdAt.getTime()).toBe(60 * 60 * 1000);
    await db().actionToken.update({
      where: { tokenHash: hashToken(old) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await check(old)).body.error?.code).toBe("expired_action_code");
    expect((await check(fresh)).status).toBe(200);
  });
});

describe("POST /api/v1/auth/reset-password", () => {
  it.for([
    ["a short password", "12345", "12345", "Password must be at least 6 characters long"],
    [
      "a confirmation that does not match",
      NEW_PASSWORD,
      `${NEW_PASSWORD}!`,
      "Passwords do not match",
    ],
    [
      "a too common password",
      "password",
      "password",
      "Password is too weak. Please choose a stronger password.",
    ],
  ])("answers 422 for %s and leaves the code usable", async ([, password, confirm, message]) => {
    const { email } = await registerThroughApi();
    const code = await resetCodeFor(email);

    const response = await reset(code, password, confirm);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: "validation_failed", message });
    expect((await check(code)).status).toBe(200);
    expect((await logIn(email, PASSWORD)).status).toBe(200);
  });

  it("sets the new password, refuses every earlier session and token, and works only once", async () => {
    const { user, email, token, browser } = await signedIn();
    const otherLogin = await call<{ token: string }>(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email, password: PASSWORD, issueToken: true },
    });
    const otherToken = otherLogin.body.data!.token;
    for (const bearer of [token, otherToken]) {
      expect((await call(profile, "/api/v1/auth/profile", { bearer })).status).toBe(200);
    }
    expect((await browser.call(profile, "/api/v1/auth/profile")).status).toBe(200);

    const code = await resetCodeFor(email);
    const response = await reset(code);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: null,
      message: "Password reset successfully! You can now sign in with your new password.",
    });

    for (const bearer of [token, otherToken]) {
      const refused = await call(profile, "/api/v1/auth/profile", { bearer });
      expect(refused.status).toBe(401);
      expect(refused.body.error?.code).toBe("unauthorized");
    }
    expect((await browser.call(profile, "/api/v1/auth/profile")).status).toBe(401);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);

    const oldPassword = await logIn(email, PASSWORD);
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.body.error?.code).toBe("invalid_credentials");
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(code, "yet-another-secret-8");
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "invalid_action_code", message: INVALID_LINK });
    expect((await check(code)).body.error?.code).toBe("invalid_action_code");
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("verifies the email of an account that resets its password", async () => {
    const { email } = await registerThroughApi();
    expect((await reset(await resetCodeFor(email))).status).toBe(200);
    expect((await db().user.findUnique({ where: { email } }))?.emailVerified).toBeInstanceOf(Date);
  });

  it("lets exactly one of two links of an account used at the same moment succeed", async () => {
    // The race does not show on every try; a few rounds make a miss very unlikely.
    for (let round = 1; round <= 3; round += 1) {
      const { email } = await registerThroughApi();
      const codes = [await resetCodeFor(email), await resetCodeFor(email)];
      const results = await Promise.all([
        reset(codes[0]!, "first-new-secret-1"),
        reset(codes[1]!, "second-new-secret-2"),
      ]);
      expect(results.map((result) => result.status).sort(), `round ${round}`).toEqual([200, 400]);
      const loser = results.find((result) => result.status === 400)!;
      expect(loser.body.error).toMatchObject({
        code: "invalid_action_code",
        message: INVALID_LINK,
      });
    }
  });

  it("lets exactly one of two concurrent resets with the same code succeed", async () => {
    const { email } = await registerThroughApi();
    const code = await resetCodeFor(email);

    const results = await Promise.all([
      reset(code, "first-new-secret-1"),
      reset(code, "second-new-secret-2"),
    ]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 400]);
    const loser = results.find((result) => result.status === 400)!;
    expect(loser.body.error).toMatchObject({ code: "invalid_action_code", message: INVALID_LINK });

    const winner = results[0]!.status === 200 ? "first-new-secret-1" : "second-new-secret-2";
    const other = winner === "first-new-secret-1" ? "second-new-secret-2" : "first-new-secret-1";
    expect((await logIn(email, winner)).status).toBe(200);
    expect((await logIn(email, other)).status).toBe(401);
  });
});
