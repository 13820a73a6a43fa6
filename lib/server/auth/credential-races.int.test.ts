// Sign-out-everywhere under races: 50 sign-ins with the old password racing a password reset, a
// password change and a suspension. Whatever the interleaving, no credential issued from the old
// password survives the reset or the change, and none issued before a suspension survives it
// (not even after reactivation).
import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/v1/auth/change-password/route";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { GET as profile } from "@/app/api/v1/auth/profile/route";
import { POST as resetPassword } from "@/app/api/v1/auth/reset-password/route";
import { POST as reactivate } from "@/app/api/v1/admin/users/[id]/reactivate/route";
import { POST as suspend } from "@/app/api/v1/admin/users/[id]/suspend/route";
import { lastMailTo, PASSWORD, signedIn } from "@/test/integration/accounts";
import { Browser, call, freshIp } from "@/test/integration/http";

const NEW_PASSWORD = "a-brand-new-password-7";
const RACERS = 50;

interface Credential {
  bearer?: string;
  cookie?: string;
}

/** One sign-in with the old password, as a browser (cookie) or an API client (token). */
async function signInWithOldPassword(email: string, index: number): Promise<Credential | null> {
  const issueToken = index % 2 === 0;
  const response = await call<{ token?: string }>(login, "/api/v1/auth/login", {
    ip: freshIp(),
    body: { email, password: PASSWORD, issueToken },
  });
  if (response.status !== 200) return null;
  if (issueToken) return { bearer: response.body.data?.token };
  return { cookie: response.setCookies[0]?.split(";")[0] };
}

async function works(credential: Credential): Promise<boolean> {
  const response = await call(profile, "/api/v1/auth/profile", {
    ...(credential.bearer ? { bearer: credential.bearer } : {}),
    ...(credential.cookie ? { headers: { cookie: credential.cookie } } : {}),
  });
  return response.status === 200;
}

/**
 * Runs `event` while sign-ins keep starting, one every few milliseconds, so that some read the
 * account before the event commits and finish after it; answers the credentials they were issued.
 */
async function race(email: string, event: () => Promise<void>): Promise<Credential[]> {
  const during = event();
  const attempts: Promise<Credential | null>[] = [];
  for (let index = 0; index < RACERS; index += 1) {
    attempts.push(signInWithOldPassword(email, index));
    await new Promise((resolve) => setTimeout(resolve, 4));
  }
  const [issued] = await Promise.all([Promise.all(attempts), during]);
  return issued.filter((credential): credential is Credential => credential !== null);
}

async function surviving(credentials: Credential[]): Promise<number> {
  const alive = await Promise.all(credentials.map(works));
  return alive.filter(Boolean).length;
}

describe("sign-out everywhere, raced by 50 sign-ins with the old password", () => {
  it("a password reset leaves zero working credentials from the old password", async () => {
    const { email } = await signedIn("user");
    await call(forgotPassword, "/api/v1/auth/forgot-password", { ip: freshIp(), body: { email } });
    const { link } = await lastMailTo(email);
    const oobCode = new URL(link!).searchParams.get("oobCode")!;

    const issued = await race(email, async () => {
      const response = await call(resetPassword, "/api/v1/auth/reset-password", {
        body: { oobCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(response.status).toBe(200);
    });
    expect(issued.length).toBeGreaterThan(0);
    expect(await surviving(issued)).toBe(0);
    // The new password works.
    expect(await signInWithOldPasswordAs(email, NEW_PASSWORD)).toBe(200);
  });

  it("a password change leaves only the credential that made it", async () => {
    const { email, token } = await signedIn("user");
    const issued = await race(email, async () => {
      const response = await call(changePassword, "/api/v1/auth/change-password", {
        bearer: token,
        body: {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    });
    expect(issued.length).toBeGreaterThan(0);
    expect(await surviving(issued)).toBe(0);
    expect(await works({ bearer: token })).toBe(true);
  });

  it("a suspension leaves zero credentials issued before it, even after reactivation", async () => {
    const { user, email } = await signedIn("user");
    const { token: adminToken } = await signedIn("admin");
    const issued = await race(email, async () => {
      const response = await call(suspend, `/api/v1/admin/users/${user.id}/suspend`, {
        method: "POST",
        bearer: adminToken,
        params: { id: user.id },
        body: { reason: "Suspended by the test" },
      });
      expect(response.status).toBe(200);
    });
    const reactivated = await call(reactivate, `/api/v1/admin/users/${user.id}/reactivate`, {
      method: "POST",
      bearer: adminToken,
      params: { id: user.id },
    });
    expect(reactivated.status).toBe(200);
    expect(issued.length).toBeGreaterThan(0);
    expect(await surviving(issued)).toBe(0);
  });
});

async function signInWithOldPasswordAs(email: string, password: string): Promise<number> {
  return (await call(login, "/api/v1/auth/login", { ip: freshIp(), body: { email, password } }))
    .status;
}

describe("logout", () => {
  it("a browser sign-in gets no API token, so logging out with the cookie leaves nothing working", async () => {
    const { email } = await signedIn("user");
    const browser = new Browser();
    const response = await browser.call<{ token?: string }>(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.token).toBeUndefined();
    const cookie = response.setCookies[0]!.split(";")[0]!;
    expect(await works({ cookie })).toBe(true);
    expect((await browser.call(logout, "/api/v1/auth/logout", { method: "POST" })).status).toBe(
      200,
    );
    expect(await works({ cookie })).toBe(false);
  });
});
