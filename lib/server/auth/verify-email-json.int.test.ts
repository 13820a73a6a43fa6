// POST /api/v1/auth/verify-email { token } over HTTP on PostgreSQL: the JSON way to do what the
// emailed link does. A valid token verifies (200 and its message), a used, expired or unknown one
// is refused with the verify page's message and its outcome, a missing one is a 422.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as verify } from "@/app/api/v1/auth/verify-email/route";
import { db } from "@/lib/server/db/client";
import { EMAIL_VERIFIED } from "@/lib/server/auth/email-verification";
import { VERIFY_TOKEN_REQUIRED } from "@/lib/validations/verify-email";
import { lastMailTo, registerThroughApi } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";

// Without SMTP_URL every mail is printed to the log; keep the test output readable.
beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

/** A new account's emailed token (the `token` of its link). */
async function mailedToken() {
  const { email } = await registerThroughApi();
  const { link } = await lastMailTo(email);
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error("no verification link was mailed");
  return { email, token };
}

const verifyWith = (body: unknown) =>
  call<{ outcome: string }>(verify, "/api/v1/auth/verify-email", { body });

const verifiedAt = async (email: string) =>
  (await db().user.findUniqueOrThrow({ where: { email } })).emailVerified;

describe("POST /api/v1/auth/verify-email", () => {
  it("verifies the address of a valid token: 200 with its message", async () => {
    const { email, token } = await mailedToken();
    const answer = await verifyWith({ token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: { outcome: "verified" },
      message: EMAIL_VERIFIED,
    });
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
  });

  it("refuses a used token as the link would: 400 invalid_action_code", async () => {
    const { token } = await mailedToken();
    expect((await verifyWith({ token })).status).toBe(200);
    const again = await verifyWith({ token });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({
      code: "invalid_action_code",
      message: "This verification link is invalid.",
      details: { outcome: "invalid" },
    });
  });

  it("refuses an expired token with its own code and leaves the account unverified", async () => {
    const { email, token } = await mailedToken();
    await db().actionToken.updateMany({
      where: { user: { email }, purpose: "verify_email" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const answer = await verifyWith({ token });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: "expired_action_code",
      message: "This verification link has expired.",
      details: { outcome: "expired" },
    });
    expect(await verifiedAt(email)).toBeNull();
  });

  it("refuses a token that was never issued", async () => {
    const answer = await verifyWith({ token: "not-a-real-token" });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe("invalid_action_code");
  });

  it("answers 422 with the field's message when the token is missing or empty", async () => {
    for (const body of [{}, { token: "" }]) {
      const answer = await verifyWith(body);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({
        code: "validation_failed",
        message: VERIFY_TOKEN_REQUIRED,
      });
    }
  });
});
