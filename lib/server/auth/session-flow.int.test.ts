// The basic session contract over HTTP: register, verify, log in, use the session or the token,
// log out and be refused.
import { describe, expect, it } from "vitest";
import { GET as profile } from "@/app/api/v1/auth/profile/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { GET as verifyEmail } from "@/app/api/v1/auth/verify-email/route";
import { lastMailTo, PASSWORD, registerThroughApi } from "@/test/integration/accounts";
import { Browser, call, freshIp } from "@/test/integration/http";
import { DEVICE_COOKIE } from "@/lib/server/auth/device-cookie";

describe("a new account's first session", () => {
  it("registers, verifies by the emailed link, logs in, and logs out of the token and the cookie", async () => {
    const { email, response } = await registerThroughApi();
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(
      "Account created! Please check your email to verify your account",
    );

    const { link } = await lastMailTo(email);
    expect(link).toMatch(/\/api\/v1\/auth\/verify-email\?token=/);
    const verified = await call(verifyEmail, link!);
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toContain("/verify-email?status=verified");

    const browser = new Browser();
    const signedIn = await browser.call<{
      token: string;
      user: { email: string; emailVerified: boolean };
    }>(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.message).toBe("Login successful");
    expect(signedIn.body.data?.user).toMatchObject({ email, emailVerified: true });
    expect(signedIn.setCookies[0]).toMatch(
      /^authjs\.session-token=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/,
    );

    const apiLogin = await call<{ token: string }>(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email, password: PASSWORD, issueToken: true },
    });
    const token = apiLogin.body.data!.token;
    expect((await call(profile, "/api/v1/auth/profile", { bearer: token })).status).toBe(200);
    expect((await browser.call(profile, "/api/v1/auth/profile")).status).toBe(200);

    expect(
      (await call(logout, "/api/v1/auth/logout", { method: "POST", bearer: token })).status,
    ).toBe(200);
    const afterTokenLogout = await call(profile, "/api/v1/auth/profile", { bearer: token });
    expect(afterTokenLogout.status).toBe(401);
    expect(afterTokenLogout.body.error?.message).toBe(
      "Authentication required. Please log in again.",
    );
    // The browser session is a separate credential and still works...
    expect((await browser.call(profile, "/api/v1/auth/profile")).status).toBe(200);
    // ...until the browser logs out.
    const loggedOut = await browser.call(logout, "/api/v1/auth/logout", { method: "POST" });
    expect(loggedOut.status).toBe(200);
    // The session cookie is gone; the device cookie stays, so this browser remains one the
    // account knows (docs/security.md).
    expect([...browser.cookies.keys()]).toEqual([DEVICE_COOKIE]);
  });
});
