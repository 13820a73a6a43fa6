// The signed-in account's own settings over HTTP: the profile (under both paths), changing the
// password, reading an account by id, and finishing an org's setup.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as changePassword } from "@/app/api/v1/auth/change-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as authProfileGet, PUT as authProfilePut } from "@/app/api/v1/auth/profile/route";
import { POST as setup } from "@/app/api/v1/auth/setup/route";
import { GET as getUser } from "@/app/api/v1/users/[id]/route";
import { GET as usersProfileGet, PUT as usersProfilePut } from "@/app/api/v1/users/profile/route";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { db } from "@/lib/server/db/client";
import { PASSWORD, signedIn } from "@/test/integration/accounts";
import { Browser, call, freshIp } from "@/test/integration/http";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

type Account = { id: string; name: string; email: string; role: string };

const NEW_PASSWORD = "changed-secret-42";

function logIn(email: string, password: string) {
  return call<{ token: string }>(login, "/api/v1/auth/login", {
    ip: freshIp(),
    body: { email, password, issueToken: true },
  });
}

/** A second browser signed in to the same account. */
async function signedInAgain(email: string) {
  const browser = new Browser();
  const response = await browser.call(login, "/api/v1/auth/login", {
    ip: freshIp(),
    body: { email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  return { browser };
}

const profilePaths = [
  { path: "/api/v1/auth/profile", GET: authProfileGet, PUT: authProfilePut },
  { path: "/api/v1/users/profile", GET: usersProfileGet, PUT: usersProfilePut },
];

describe.each(profilePaths)("$path", ({ path, GET, PUT }) => {
  it("answers the signed-in account, without the password hash", async () => {
    const { user, token, browser } = await signedIn();
    for (const response of [
      await call<Account>(GET, path, { bearer: token }),
      await browser.call<Account>(GET, path),
    ]) {
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id: user.id, email: user.email, role: "user" });
      expect(JSON.stringify(response.body)).not.toContain("passwordHash");
    }
  });

  it("renames the account with PUT {name}", async () => {
    const { user, token, browser } = await signedIn();
    const byToken = await call<Account>(PUT, path, {
      method: "PUT",
      bearer: token,
      body: { name: "  Grace Hopper " },
    });
    expect(byToken.status).toBe(200);
    expect(byToken.body.data).toMatchObject({ id: user.id, name: "Grace Hopper" });

    const byCookie = await browser.call<Account>(PUT, path, {
      method: "PUT",
      body: { name: "Grace B. Hopper" },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data?.name).toBe("Grace B. Hopper");
    expect((await call<Account>(GET, path, { bearer: token })).body.data?.name).toBe(
      "Grace B. Hopper",
    );
    expect((await db().user.findUnique({ where: { id: user.id } }))?.name).toBe("Grace B. Hopper");
  });

  it("refuses an empty name with 422 and keeps the old one", async () => {
    const { user, token } = await signedIn();
    for (const name of ["", "   "]) {
      const response = await call(PUT, path, { method: "PUT", bearer: token, body: { name } });
      expect(response.status).toBe(422);
      expect(response.body.error).toMatchObject({
        code: "validation_failed",
        message: "Please enter your full name",
        issues: [{ path: "name", message: "Please enter your full name" }],
      });
    }
    expect((await db().user.findUnique({ where: { id: user.id } }))?.name).toBe(user.name);
  });

  it("answers 401 without a credential", async () => {
    const response = await call(GET, path);
    expect(response.status).toBe(401);
    expect(response.body.error?.message).toBe("Authentication required. Please log in again.");
  });
});

describe("POST /api/v1/auth/change-password", () => {
  it("refuses a wrong current password with 401 and keeps the old one", async () => {
    const { email, token } = await signedIn();
    const response = await call(changePassword, "/api/v1/auth/change-password", {
      bearer: token,
      body: {
        currentPassword: "not-my-password",
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({
      code: "invalid_credentials",
      message: AUTH_MESSAGES.wrongCurrentPassword,
      // The settings form shows it at the current password.
      issues: [{ path: "currentPassword", message: AUTH_MESSAGES.wrongCurrentPassword }],
    });
    // The caller stays signed in, and the old password still works.
    expect((await call(authProfileGet, "/api/v1/auth/profile", { bearer: token })).status).toBe(
      200,
    );
    expect((await logIn(email, PASSWORD)).status).toBe(200);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(401);
  });

  it("answers 429 after 5 wrong current passwords, even for the right one", async () => {
    const { token } = await signedIn();
    const change = (currentPassword: string) =>
      call(changePassword, "/api/v1/auth/change-password", {
        bearer: token,
        body: { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await change(`wrong-${attempt}`)).status).toBe(401);
    }
    const locked = await change(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({
      code: "rate_limited",
      message: "Too many failed attempts. Please try again later",
    });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it.each([
    [
      "no current password",
      { currentPassword: "", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      "Please enter your current password",
    ],
    [
      "a short new password",
      { currentPassword: PASSWORD, newPassword: "12345", confirmPassword: "12345" },
      "Password must be at least 6 characters long",
    ],
    [
      "a confirmation that does not match",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "other-secret-1" },
      "Passwords do not match",
    ],
    [
      "a too common new password",
      { currentPassword: PASSWORD, newPassword: "qwerty123", confirmPassword: "qwerty123" },
      "Password is too weak. Please choose a stronger password.",
    ],
  ])("answers 422 for %s and keeps the password", async (_label, body, message) => {
    const { email, token } = await signedIn();
    const response = await call(changePassword, "/api/v1/auth/change-password", {
      bearer: token,
      body,
    });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: "validation_failed", message });
    expect((await logIn(email, PASSWORD)).status).toBe(200);
  });

  it("changes it with a Bearer token: that token keeps working, every other credential ends", async () => {
    const { email, token, browser } = await signedIn();
    const other = (await logIn(email, PASSWORD)).body.data!.token;

    const response = await call(changePassword, "/api/v1/auth/change-password", {
      bearer: token,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: null,
      message: AUTH_MESSAGES.passwordChanged,
    });

    expect((await call(authProfileGet, "/api/v1/auth/profile", { bearer: token })).status).toBe(
      200,
    );
    expect((await call(authProfileGet, "/api/v1/auth/profile", { bearer: other })).status).toBe(
      401,
    );
    expect((await browser.call(authProfileGet, "/api/v1/auth/profile")).status).toBe(401);

    expect((await logIn(email, PASSWORD)).status).toBe(401);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("changes it with the session cookie: that session keeps working, the tokens end", async () => {
    const { email, token, browser } = await signedIn();
    const otherBrowser = (await signedInAgain(email)).browser;

    const response = await browser.call(changePassword, "/api/v1/auth/change-password", {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(AUTH_MESSAGES.passwordChanged);

    expect((await browser.call(authProfileGet, "/api/v1/auth/profile")).status).toBe(200);
    expect((await otherBrowser.call(authProfileGet, "/api/v1/auth/profile")).status).toBe(401);
    expect((await call(authProfileGet, "/api/v1/auth/profile", { bearer: token })).status).toBe(
      401,
    );
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe("GET /api/v1/users/{id}", () => {
  function getById(id: string, bearer: string) {
    return call<Account>(getUser, `/api/v1/users/${id}`, { bearer, params: { id } });
  }

  it("answers the caller's own account", async () => {
    const { user, token } = await signedIn();
    const response = await getById(user.id, token);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: user.id, email: user.email });
    expect(JSON.stringify(response.body)).not.toContain("passwordHash");
  });

  it("answers 404 for another account, as if it did not exist", async () => {
    const { token } = await signedIn();
    const { user: someoneElse } = await signedIn("org");
    const response = await getById(someoneElse.id, token);
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({
      code: "not_found",
      message: "Resource not found.",
    });
  });

  it("answers any account to an admin, and 404 for an unknown id", async () => {
    const { token } = await signedIn("admin");
    const { user: someone } = await signedIn();
    const found = await getById(someone.id, token);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id: someone.id, email: someone.email });

    const unknown = await getById("no-such-user", token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: "not_found", message: "Resource not found." });
  });

  it("answers 404 for an unknown id to a non-admin too", async () => {
    const { token } = await signedIn();
    const response = await getById("no-such-user", token);
    expect(response.status).toBe(404);
    expect(response.body.error?.code).toBe("not_found");
  });
});

describe("POST /api/v1/auth/setup", () => {
  it("recreates the organization profile an org account is missing", async () => {
    const { user, token } = await signedIn("org");
    await db().organizationProfile.delete({ where: { userId: user.id } });
    const before = await call<{ organization: unknown }>(authProfileGet, "/api/v1/auth/profile", {
      bearer: token,
    });
    expect(before.body.data?.organization).toBeNull();

    const response = await call<{ role: string; organization: { name: string } | null }>(
      setup,
      "/api/v1/auth/setup",
      { method: "POST", bearer: token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ role: "org", organization: { name: user.name } });
    const profile = await db().organizationProfile.findUnique({ where: { userId: user.id } });
    expect(profile?.name).toBe(user.name);

    // Running it again changes nothing.
    const again = await call(setup, "/api/v1/auth/setup", { method: "POST", bearer: token });
    expect(again.status).toBe(200);
    expect(await db().organizationProfile.count({ where: { userId: user.id } })).toBe(1);
  });

  it("creates nothing for a user account", async () => {
    const { user, token } = await signedIn();
    const response = await call<{ organization: unknown }>(setup, "/api/v1/auth/setup", {
      method: "POST",
      bearer: token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.organization).toBeNull();
    expect(await db().organizationProfile.count({ where: { userId: user.id } })).toBe(0);
  });
});
