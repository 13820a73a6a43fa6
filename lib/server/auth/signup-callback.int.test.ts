// The page a sign-up started from (its callbackUrl) travels in the verification email's link and
// comes out of it on the verify page, only ever as a path on this site: a sign-up naming another
// site is refused, and a link edited to name one verifies but leads nowhere else.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as resend } from "@/app/api/v1/auth/resend-verification/route";
import { GET as verifyEmail } from "@/app/api/v1/auth/verify-email/route";
import { db } from "@/lib/server/db/client";
import { lastMailTo, PASSWORD, uniqueEmail } from "@/test/integration/accounts";
import { Browser, call, freshIp } from "@/test/integration/http";
import { POST as login } from "@/app/api/v1/auth/login/route";

const PAYMENT = "/payment?service=Monthly Stay&price=100&serviceId=svc_1";

// Without SMTP_URL every mail is printed to the log; keep the test output readable.
beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

function signup(email: string, callbackUrl?: unknown) {
  return call(register, "/api/v1/auth/register", {
    ip: freshIp(),
    body: {
      name: "Test Person",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      role: "user",
      ...(callbackUrl === undefined ? {} : { callbackUrl }),
    },
  });
}

/** The verification link mailed to the address, as a URL. */
async function mailedLink(email: string): Promise<URL> {
  const { link } = await lastMailTo(email);
  expect(link).not.toBeNull();
  return new URL(link!);
}

/** Where opening the link sends the browser: /verify-email and its query. */
async function open(link: URL, browser?: Browser) {
  const path = `${link.pathname}${link.search}`;
  const response = browser ? await browser.call(verifyEmail, path) : await call(verifyEmail, path);
  expect(response.status).toBe(303);
  const location = response.headers.get("location")!;
  expect(location).toMatch(/^\/verify-email\?/);
  return new URL(location, "http://localhost").searchParams;
}

describe("a sign-up's callbackUrl", () => {
  it("travels in the verification link and comes out on the verify page", async () => {
    const email = uniqueEmail("callback");
    expect((await signup(email, PAYMENT)).status).toBe(201);
    const link = await mailedLink(email);
    expect(link.searchParams.get("callbackUrl")).toBe(PAYMENT);
    const target = await open(link);
    expect(target.get("status")).toBe("verified");
    expect(target.get("callbackUrl")).toBe(PAYMENT);
  });

  it("comes out too when the link was opened before, and for a signed-in browser", async () => {
    const email = uniqueEmail("callback-again");
    await signup(email, PAYMENT);
    const link = await mailedLink(email);
    await open(link);
    const browser = new Browser();
    expect(
      (
        await browser.call(login, "/api/v1/auth/login", {
          ip: freshIp(),
          body: { email, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    const target = await open(link, browser);
    expect(target.get("status")).toBe("invalid");
    expect(target.get("signedIn")).toBe("1");
    expect(target.get("callbackUrl")).toBe(PAYMENT);
  });

  it("is left out of the link when the sign-up had none", async () => {
    const email = uniqueEmail("no-callback");
    await signup(email);
    const link = await mailedLink(email);
    expect([...link.searchParams.keys()]).toEqual(["token"]);
    expect((await open(link)).has("callbackUrl")).toBe(false);
  });

  it("is refused with a 422 when it could lead off the site; no account is made", async () => {
    for (const callbackUrl of [
      "https://evil.example/payment",
      "//evil.example/payment",
      "/\\evil.example",
      "javascript:alert(1)",
      `/payment?service=${"a".repeat(1000)}`,
      42,
    ]) {
      const email = uniqueEmail("evil-callback");
      const response = await signup(email, callbackUrl);
      expect(response.status, String(callbackUrl)).toBe(422);
      expect(response.body.error?.message).toBe(
        "callbackUrl must be a path on this site, such as /payment?service=...",
      );
      expect(await db().user.count({ where: { email } })).toBe(0);
    }
  });

  it("edited in the link to lead off the site, still verifies but leads nowhere else", async () => {
    const email = uniqueEmail("edited-link");
    await signup(email, PAYMENT);
    const link = await mailedLink(email);
    link.searchParams.set("callbackUrl", "https://evil.example/payment");
    const target = await open(link);
    expect(target.get("status")).toBe("verified");
    expect(target.has("callbackUrl")).toBe(false);
  });

  it("travels in a new link asked for from the page, and is refused there when off the site", async () => {
    const email = uniqueEmail("resend-callback");
    await signup(email);
    const signedIn = await call<{ token: string }>(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email, password: PASSWORD, issueToken: true },
    });
    const bearer = signedIn.body.data!.token;
    const resent = await call(resend, "/api/v1/auth/resend-verification", {
      bearer,
      ip: freshIp(),
      body: { callbackUrl: PAYMENT },
    });
    expect(resent.status).toBe(200);
    const link = await mailedLink(email);
    expect(link.searchParams.get("callbackUrl")).toBe(PAYMENT);
    expect((await open(link)).get("callbackUrl")).toBe(PAYMENT);

    const refused = await call(resend, "/api/v1/auth/resend-verification", {
      bearer,
      ip: freshIp(),
      body: { callbackUrl: "https://evil.example/payment" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe(
      "callbackUrl must be a path on this site, such as /payment?service=...",
    );
  });
});
