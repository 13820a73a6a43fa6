// The dashboard's greeting knows a first sign-in from a return: every browser sign-in of a
// verified account is counted by the server, the password login and the Google flow alike.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { db } from "@/lib/server/db/client";
import { PASSWORD, signedIn } from "@/test/integration/accounts";
import { Browser, freshIp } from "@/test/integration/http";
import { coinmarketAdapter } from "./authjs-adapter";
import { isReturningUser } from "./sign-ins";

async function passwordLogin(email: string) {
  const response = await new Browser().call(login, "/api/v1/auth/login", {
    ip: freshIp(),
    body: { email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
}

describe("sign-in count", () => {
  it("a first password sign-in is not a return; the next one is", async () => {
    const { user, email } = await signedIn("user");
    expect(await isReturningUser(user.id)).toBe(false);
    await passwordLogin(email);
    expect(await isReturningUser(user.id)).toBe(true);
  });

  it("sign-ins before the email is verified do not count", async () => {
    const { user, email } = await signedIn("user", { verified: false });
    await passwordLogin(email);
    await db().user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
    expect(await isReturningUser(user.id)).toBe(false);
    await passwordLogin(email);
    expect(await isReturningUser(user.id)).toBe(false);
    await passwordLogin(email);
    expect(await isReturningUser(user.id)).toBe(true);
  });

  it("a Google sign-in (Auth.js's session) counts like a password one", async () => {
    const { user } = await signedIn("user");
    const adapter = coinmarketAdapter();
    await adapter.createSession!({
      sessionToken: `google-${user.id}`,
      userId: user.id,
      expires: new Date(Date.now() + 60_000),
    });
    expect(await isReturningUser(user.id)).toBe(true);
  });

  it("an unknown account is no returning user", async () => {
    expect(await isReturningUser("no-such-user")).toBe(false);
  });
});
