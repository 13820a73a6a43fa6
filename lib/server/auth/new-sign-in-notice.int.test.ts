// A password sign-in from a browser and an address the account has not used before is mailed to
// its owner (once an hour per address at most), with the way to change the password; sign-ins
// from a known address or a known browser, and an account's very first sign-in, are not.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { settleBackgroundWork } from "@/lib/server/background";
import { db } from "@/lib/server/db/client";
import { appOrigin } from "@/lib/server/http/app-url";
import { PASSWORD, uniqueEmail } from "@/test/integration/accounts";
import { Browser, call, freshIp } from "@/test/integration/http";
import { enrolTotpDirectly } from "@/test/integration/second-factor";
import { hashPassword } from "./password";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function account() {
  const email = uniqueEmail("owner");
  const user = await db().user.create({
    data: {
      email,
      name: "Mail Owner",
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: new Date(),
    },
  });
  return { user, email };
}

async function signIn(
  email: string,
  ip: string,
  options: { browser?: Browser; userAgent?: string; token?: boolean } = {},
) {
  const browser = options.browser ?? new Browser();
  const request = {
    ip,
    headers: { "user-agent": options.userAgent ?? CHROME_MAC },
    body: { email, password: PASSWORD, ...(options.token ? { issueToken: true } : {}) },
  };
  const answer = options.token
    ? await call(login, "/api/v1/auth/login", request)
    : await browser.call(login, "/api/v1/auth/login", request);
  expect(answer.status).toBe(200);
  return browser;
}

async function notices(email: string) {
  await settleBackgroundWork();
  return db().mailOutbox.findMany({
    where: { to: email, kind: "new_sign_in" },
    orderBy: { createdAt: "asc" },
  });
}

describe("the new-sign-in mail", () => {
  it("is not sent for an account's first sign-in", async () => {
    const { email } = await account();
    await signIn(email, freshIp());
    expect(await notices(email)).toEqual([]);
  });

  it("tells the owner of a sign-in from a new browser and address, once", async () => {
    const { email } = await account();
    await signIn(email, freshIp());
    const elsewhere = freshIp();
    await signIn(email, elsewhere, { userAgent: SAFARI_IPHONE });

    const [mail, ...more] = await notices(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("New sign-in to your Coinmarket account");
    expect(mail!.text).toContain("Safari on iOS");
    expect(mail!.text).toContain(elsewhere);
    expect(mail!.text).toMatch(/\d{4}, \d{1,2}:\d{2}/);
    expect(mail!.text).toContain(`Not you? Change your password: ${appOrigin()}/forgot-password`);
    expect(mail!.text).toContain(`${appOrigin()}/settings`);
    expect(mail!.html).toContain(`${appOrigin()}/forgot-password`);

    // From there again, in another browser: the address is known now.
    await signIn(email, elsewhere);
    expect(await notices(email)).toHaveLength(1);
  });

  it("is not sent for a new browser at a known address", async () => {
    const { email } = await account();
    const home = freshIp();
    await signIn(email, home);
    await signIn(email, home, { userAgent: SAFARI_IPHONE });
    await signIn(email, home, { token: true });
    expect(await notices(email)).toEqual([]);
  });

  it("is not sent for a known browser at a new address", async () => {
    const { email } = await account();
    const laptop = await signIn(email, freshIp());
    await signIn(email, freshIp(), { browser: laptop });
    await signIn(email, freshIp(), { browser: laptop });
    expect(await notices(email)).toEqual([]);
  });

  it("is sent for an API token from a new address, naming an API client", async () => {
    const { email } = await account();
    await signIn(email, freshIp());
    await signIn(email, freshIp(), { token: true, userAgent: "curl/8.5.0" });
    const [mail, ...more] = await notices(email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain("API client");
  });

  it("is sent when the second step is still to come: whoever it is has the password", async () => {
    const { user, email } = await account();
    await signIn(email, freshIp());
    await enrolTotpDirectly(user.id);
    await signIn(email, freshIp());
    expect(await notices(email)).toHaveLength(1);
  });

  it("is sent at most once an hour for an address", async () => {
    const { email } = await account();
    await signIn(email, freshIp());
    // An address the edge could not read is never remembered as known: only the cap holds it.
    await signIn(email, "unknown");
    await signIn(email, "unknown", { userAgent: SAFARI_IPHONE });
    await signIn(email, "unknown", { token: true });
    const [mail, ...more] = await notices(email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain("an address that could not be read");
    // Another new address is news again.
    await signIn(email, freshIp());
    expect(await notices(email)).toHaveLength(2);
  });

  it("is not sent for a wrong password", async () => {
    const { email } = await account();
    await signIn(email, freshIp());
    const answer = await call(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email, password: "not-the-password" },
    });
    expect(answer.status).toBe(401);
    expect(await notices(email)).toEqual([]);
  });
});
