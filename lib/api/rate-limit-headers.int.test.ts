// RateLimit-* headers over HTTP on PostgreSQL: every route whose registry entry declares
// `rateLimit` answers RateLimit-Limit, -Remaining and -Reset of the limit closest to refusing,
// on a success and on an error (one refused before the route counted reads its first limit), and
// a 429 adds Retry-After; the header of a route that does not
// declare them fails every integration test (test/integration/http.ts).
import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/v1/auth/change-password/route";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as verifySecondFactor } from "@/app/api/v1/auth/second-factor/verify/route";
import { POST as resendVerification } from "@/app/api/v1/auth/resend-verification/route";
import { POST as order } from "@/app/api/v1/payments/orders/route";
import { POST as unsubscribe } from "@/app/api/v1/notifications/unsubscribe/route";
import { POST as orgMessage } from "@/app/api/v1/org/bookings/[id]/messages/route";
import { POST as userMessage } from "@/app/api/v1/users/bookings/[id]/messages/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as attach } from "@/app/api/v1/uploads/attachments/route";
import { POST as upload } from "@/app/api/v1/uploads/images/route";
import { API_ROUTES } from "@/lib/api/registry";
import { FIRST_LIMITS } from "@/lib/api/uncounted-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import { PASSWORD, registerThroughApi, signedIn, uniqueEmail } from "@/test/integration/accounts";
import { call, freshIp, ORIGIN, type CallResult } from "@/test/integration/http";

function limits(answer: Pick<CallResult, "headers">) {
  return {
    limit: Number(answer.headers.get("ratelimit-limit")),
    remaining: Number(answer.headers.get("ratelimit-remaining")),
    reset: Number(answer.headers.get("ratelimit-reset")),
  };
}

const wrongPassword = (email: string, ip: string) =>
  call(login, "/api/v1/auth/login", { ip, body: { email, password: "not-the-password-1" } });

describe("RateLimit-* headers", () => {
  it("count down the tightest limit on each failed sign-in, and the 429 says when to come back", async () => {
    const email = uniqueEmail("limited");
    const ip = freshIp();
    const { max, windowSeconds } = RULES.loginFailuresPerAccount;
    for (let attempt = 1; attempt <= max; attempt += 1) {
      const answer = await wrongPassword(email, ip);
      expect(answer.status).toBe(401);
      const counted = limits(answer);
      expect({ limit: counted.limit, remaining: counted.remaining }).toEqual({
        limit: max,
        remaining: max - attempt,
      });
      expect(counted.reset).toBeGreaterThan(0);
      expect(counted.reset).toBeLessThanOrEqual(windowSeconds);
      expect(answer.headers.get("ratelimit-policy")).toBe(`${max};w=${windowSeconds}`);
    }
    const refused = await wrongPassword(email, ip);
    expect(refused.status).toBe(429);
    expect(limits(refused)).toMatchObject({ limit: max, remaining: 0 });
    expect(Number(refused.headers.get("retry-after"))).toBe(limits(refused).reset);
    // Another address is another source: its own count, not the refused one's.
    expect(limits(await wrongPassword(email, freshIp())).remaining).toBe(max - 1);
  });

  it("are on a success too, and a success where the account signs in clears its failures", async () => {
    const { email } = await registerThroughApi();
    const ip = freshIp();
    await wrongPassword(email, ip);
    const success = await call(login, "/api/v1/auth/login", {
      ip,
      body: { email, password: PASSWORD, issueToken: true },
    });
    expect(success.status).toBe(200);
    // The failure here is cleared: the whole per-account allowance is back, and still the
    // tightest (the per-source one has 2 of 100 used).
    expect(limits(success)).toEqual({
      limit: RULES.loginFailuresPerAccount.max,
      remaining: RULES.loginFailuresPerAccount.max,
      reset: RULES.loginFailuresPerAccount.windowSeconds,
    });
  });

  it("are sent by every route that declares a rate limit, and by no other", async () => {
    const user = await signedIn("user");
    const unverified = await signedIn("user", { verified: false });
    const org = await signedIn("org");
    const calls: Record<string, () => Promise<Pick<CallResult, "status" | "headers">>> = {
      "POST /api/v1/auth/register": async () => (await registerThroughApi()).response,
      "POST /api/v1/auth/login": () => wrongPassword(user.email, freshIp()),
      "POST /api/v1/auth/forgot-password": () =>
        call(forgotPassword, "/api/v1/auth/forgot-password", {
          ip: freshIp(),
          body: { email: user.email },
        }),
      "POST /api/v1/auth/resend-verification": () =>
        call(resendVerification, "/api/v1/auth/resend-verification", {
          method: "POST",
          bearer: unverified.token,
        }),
      "POST /api/v1/auth/change-password": () =>
        call(changePassword, "/api/v1/auth/change-password", {
          bearer: user.token,
          body: { currentPassword: "wrong-password-1", newPassword: "another-horse-9" },
        }),
      // Counted for the account before the code is checked: a wrong code is refused after it.
      "POST /api/v1/auth/second-factor/verify": () =>
        call(verifySecondFactor, "/api/v1/auth/second-factor/verify", {
          bearer: org.token,
          body: { method: "totp", code: "000000" },
        }),
      "POST /api/v1/payments/orders": () =>
        call(order, "/api/v1/payments/orders", {
          bearer: user.token,
          body: { packageId: "coins-500" },
        }),
      // Counted before the body is read: a form without a file is refused after counting.
      "POST /api/v1/uploads/images": async () => {
        const request = new Request(`${ORIGIN}/api/v1/uploads/images`, {
          method: "POST",
          headers: { authorization: `Bearer ${org.token}`, "x-forwarded-for": freshIp() },
          body: new FormData(),
        });
        return upload(request, { params: Promise.resolve({}) });
      },
      // The same allowance as the images', counted before the body is read, for a customer too.
      "POST /api/v1/uploads/attachments": async () => {
        const request = new Request(`${ORIGIN}/api/v1/uploads/attachments`, {
          method: "POST",
          headers: { authorization: `Bearer ${user.token}`, "x-forwarded-for": freshIp() },
          body: new FormData(),
        });
        return attach(request, { params: Promise.resolve({}) });
      },
      // A made-up booking is refused (404) before the sender's count: the answer reads it.
      "POST /api/v1/users/bookings/{id}/messages": () =>
        call(userMessage, "/api/v1/users/bookings/none/messages", {
          bearer: user.token,
          params: { id: "none" },
          body: { body: "Hello" },
        }),
      "POST /api/v1/org/bookings/{id}/messages": () =>
        call(orgMessage, "/api/v1/org/bookings/none/messages", {
          bearer: org.token,
          params: { id: "none" },
          body: { body: "Hello" },
        }),
      // Counted before the token is read: a garbled one is refused after counting.
      "POST /api/v1/notifications/unsubscribe": () =>
        call(unsubscribe, "/api/v1/notifications/unsubscribe?token=garbled", {
          method: "POST",
          ip: freshIp(),
        }),
    };
    const declared = API_ROUTES.filter((route) => route.rateLimit).map(
      (route) => `${route.method} ${route.path}`,
    );
    expect(declared.sort()).toEqual(Object.keys(calls).sort());
    for (const [route, send] of Object.entries(calls)) {
      const answer = await send();
      expect({ route, limit: answer.headers.get("ratelimit-limit") }).toEqual({
        route,
        limit: expect.stringMatching(/^[1-9]\d*$/),
      });
      expect(answer.headers.get("ratelimit-remaining"), route).toMatch(/^\d+$/);
      expect(answer.headers.get("ratelimit-reset"), route).toMatch(/^[1-9]\d*$/);
      expect(answer.headers.get("ratelimit-policy"), route).toMatch(
        new RegExp(`^${answer.headers.get("ratelimit-limit")};w=[1-9]\\d*$`),
      );
    }
  });

  it("are on refusals that come before the route counts: bad input, a wrong media type", async () => {
    const user = await signedIn("user");
    const unverified = await signedIn("user", { verified: false });
    const org = await signedIn("org");
    const refusals: Record<string, () => Promise<Pick<CallResult, "status" | "headers">>> = {
      "register, no fields": () =>
        call(register, "/api/v1/auth/register", { ip: freshIp(), body: {} }),
      "login, no password": () =>
        call(login, "/api/v1/auth/login", { ip: freshIp(), body: { email: user.email } }),
      "login, not JSON": () =>
        call(login, "/api/v1/auth/login", {
          ip: freshIp(),
          rawBody: "email=a",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      "forgot-password, no email": () =>
        call(forgotPassword, "/api/v1/auth/forgot-password", { ip: freshIp(), body: {} }),
      "resend-verification, malformed JSON": () =>
        call(resendVerification, "/api/v1/auth/resend-verification", {
          ip: freshIp(),
          bearer: unverified.token,
          rawBody: "{",
        }),
      "change-password, no fields": () =>
        call(changePassword, "/api/v1/auth/change-password", { bearer: user.token, body: {} }),
      "second-factor verify, no code": () =>
        call(verifySecondFactor, "/api/v1/auth/second-factor/verify", {
          bearer: org.token,
          body: { method: "totp" },
        }),
      "payments/orders, no package": () =>
        call(order, "/api/v1/payments/orders", { ip: freshIp(), bearer: user.token, body: {} }),
      "unsubscribe, no token": () =>
        call(unsubscribe, "/api/v1/notifications/unsubscribe", { method: "POST", ip: freshIp() }),
      "booking message, no text": () =>
        call(userMessage, "/api/v1/users/bookings/none/messages", {
          bearer: user.token,
          params: { id: "none" },
          body: {},
        }),
    };
    for (const [refusal, send] of Object.entries(refusals)) {
      const answer = await send();
      expect(answer.status, refusal).toBeGreaterThanOrEqual(400);
      expect(answer.status, refusal).not.toBe(429);
      expect(answer.headers.get("ratelimit-limit"), refusal).toMatch(/^[1-9]\d*$/);
      expect(answer.headers.get("ratelimit-policy"), refusal).toMatch(/^[1-9]\d*;w=[1-9]\d*$/);
    }
    // Every route that declares a limit names the one it counts first.
    const firstLimited = [...FIRST_LIMITS.keys()].map((route) => `${route.method} ${route.path}`);
    const declared = API_ROUTES.filter((route) => route.rateLimit).map(
      (route) => `${route.method} ${route.path}`,
    );
    expect(firstLimited.sort()).toEqual(declared.sort());
    // Read, not counted: a refused request leaves the whole allowance.
    const ip = freshIp();
    const bad = await call(login, "/api/v1/auth/login", { ip, body: { email: user.email } });
    expect(limits(bad)).toMatchObject({
      limit: RULES.loginPerAddress.max,
      remaining: RULES.loginPerAddress.max,
    });
  });
});
