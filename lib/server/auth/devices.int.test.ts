// /settings' list of signed-in devices over HTTP: the account's browsers and API tokens, named by
// their User-Agent, with the address they signed in from, the one asking marked; each revocable by
// its owner only, and a revoked one is signed out on its very next request.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as listSessions } from "@/app/api/v1/auth/sessions/route";
import { DELETE as revokeSession } from "@/app/api/v1/auth/sessions/[id]/route";
import type { z } from "zod";
import type { signedInDeviceSchema } from "@/lib/schemas/sessions";
import { db } from "@/lib/server/db/client";
import { PASSWORD, signedIn, uniqueEmail } from "@/test/integration/accounts";
import { Browser, call, freshIp, type CallResult } from "@/test/integration/http";
import { coinmarketAdapter } from "./authjs-adapter";
import { hashPassword } from "./password";
import { SESSION_COOKIE } from "./session";

type SignedInDevice = z.output<typeof signedInDeviceSchema>;

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

async function account() {
  const email = uniqueEmail("devices");
  const user = await db().user.create({
    data: {
      email,
      name: "Device Owner",
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: new Date(),
    },
  });
  return { user, email };
}

async function browserSignIn(email: string, ip: string, userAgent: string) {
  const browser = new Browser();
  const answer = await browser.call(login, "/api/v1/auth/login", {
    ip,
    headers: { "user-agent": userAgent },
    body: { email, password: PASSWORD },
  });
  expect(answer.status).toBe(200);
  return browser;
}

async function tokenSignIn(email: string, ip: string, userAgent?: string) {
  const answer = await call<{ token: string }>(login, "/api/v1/auth/login", {
    ip,
    headers: userAgent ? { "user-agent": userAgent } : {},
    body: { email, password: PASSWORD, issueToken: true },
  });
  expect(answer.status).toBe(200);
  return answer.body.data!.token;
}

type Asker = { browser: Browser } | { token: string };

function list(asker: Asker): Promise<CallResult<{ items: SignedInDevice[] }>> {
  const path = "/api/v1/auth/sessions";
  return "browser" in asker
    ? asker.browser.call(listSessions, path)
    : call(listSessions, path, { bearer: asker.token });
}

function revoke(asker: Asker, id: string): Promise<CallResult> {
  const path = `/api/v1/auth/sessions/${id}`;
  const options = { method: "DELETE", params: { id } };
  return "browser" in asker
    ? asker.browser.call(revokeSession, path, options)
    : call(revokeSession, path, { ...options, bearer: asker.token });
}

async function items(asker: Asker): Promise<SignedInDevice[]> {
  const answer = await list(asker);
  expect(answer.status).toBe(200);
  return answer.body.data!.items;
}

describe("GET /api/v1/auth/sessions", () => {
  it("lists the browser and the token by device and address, newest first, the asker's marked", async () => {
    const { email } = await account();
    const browserIp = freshIp();
    const tokenIp = freshIp();
    const browser = await browserSignIn(email, browserIp, CHROME_MAC);
    const token = await tokenSignIn(email, tokenIp, "curl/8.5.0");

    const seenByBrowser = await items({ browser });
    expect(seenByBrowser).toEqual([
      expect.objectContaining({
        kind: "api_token",
        device: "API client",
        address: tokenIp,
        current: false,
        secondFactor: false,
      }),
      expect.objectContaining({
        kind: "browser",
        device: "Chrome on macOS",
        address: browserIp,
        current: true,
        secondFactor: false,
      }),
    ]);
    const [tokenItem, browserItem] = seenByBrowser;
    expect(Date.parse(tokenItem!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(browserItem!.createdAt),
    );
    expect(Date.parse(browserItem!.expiresAt)).toBeGreaterThan(Date.now());

    const seenByToken = await items({ token });
    expect(seenByToken.map((item) => [item.kind, item.current])).toEqual([
      ["api_token", true],
      ["browser", false],
    ]);
  });

  it("leaves out revoked, expired and half-done sign-ins, and other accounts' devices", async () => {
    const { user, email } = await account();
    const browser = await browserSignIn(email, freshIp(), FIREFOX_WINDOWS);
    await tokenSignIn(email, freshIp());
    await db().apiToken.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
    await tokenSignIn(email, freshIp());
    await db().apiToken.updateMany({
      where: { userId: user.id, revokedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    // A password given but not the second step: someone is signing in, not signed in.
    await db().session.create({
      data: {
        sessionToken: `pending-${user.id}`,
        userId: user.id,
        expires: new Date(Date.now() + 600_000),
        secondFactorPending: true,
      },
    });
    const other = await signedIn("user");

    expect((await items({ browser })).map((item) => item.device)).toEqual(["Firefox on Windows"]);
    expect((await items({ browser: other.browser })).map((item) => item.kind)).toEqual([
      "api_token",
      "browser",
    ]);
  });

  it("says which ones were signed in with a second factor", async () => {
    const org = await signedIn("org");
    expect((await items({ token: org.token })).map((item) => item.secondFactor)).toEqual([
      true,
      true,
    ]);
  });

  it("shows a Google sign-in's browser and address", async () => {
    const { user, email } = await account();
    const browser = await browserSignIn(email, freshIp(), CHROME_MAC);
    const googleIp = freshIp();
    await coinmarketAdapter({ address: googleIp, userAgent: FIREFOX_WINDOWS }).createSession!({
      sessionToken: `google-${user.id}`,
      userId: user.id,
      expires: new Date(Date.now() + 60_000),
    });
    expect((await items({ browser }))[0]).toMatchObject({
      kind: "browser",
      device: "Firefox on Windows",
      address: googleIp,
      current: false,
    });
  });
});

describe("DELETE /api/v1/auth/sessions/{id}", () => {
  it("signs out another browser: its next request is 401", async () => {
    const { email } = await account();
    const phone = await browserSignIn(email, freshIp(), FIREFOX_WINDOWS);
    const laptop = await browserSignIn(email, freshIp(), CHROME_MAC);
    const phoneId = (await items({ browser: phone })).find((item) => item.current)!.id;

    const answer = await revoke({ browser: laptop }, phoneId);
    expect(answer.status).toBe(200);
    expect(answer.setCookies).toEqual([]);
    expect((await list({ browser: phone })).status).toBe(401);
    expect((await items({ browser: laptop })).map((item) => item.id)).not.toContain(phoneId);
  });

  it("revokes a token: its next request is 401", async () => {
    const { email } = await account();
    const browser = await browserSignIn(email, freshIp(), CHROME_MAC);
    const token = await tokenSignIn(email, freshIp());
    const tokenId = (await items({ token })).find((item) => item.current)!.id;

    expect((await revoke({ browser }, tokenId)).status).toBe(200);
    expect((await list({ token })).status).toBe(401);
    expect(await db().apiToken.findUniqueOrThrow({ where: { id: tokenId } })).toMatchObject({
      revokedAt: expect.any(Date),
    });
    // Revoked is gone: a second revocation finds nothing.
    expect((await revoke({ browser }, tokenId)).status).toBe(404);
  });

  it("revoking the browser's own session signs it out and clears its cookie", async () => {
    const { email } = await account();
    const browser = await browserSignIn(email, freshIp(), CHROME_MAC);
    const ownId = (await items({ browser })).find((item) => item.current)!.id;
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);

    const answer = await revoke({ browser }, ownId);
    expect(answer.status).toBe(200);
    expect(answer.setCookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await db().session.count({ where: { id: ownId } })).toBe(0);
  });

  it("answers 404 for another account's device as for an unknown id, and leaves it working", async () => {
    const mine = await account();
    const browser = await browserSignIn(mine.email, freshIp(), CHROME_MAC);
    const other = await signedIn("user");
    const [otherToken, otherBrowser] = await items({ token: other.token });

    for (const id of [otherToken!.id, otherBrowser!.id, "no-such-device"]) {
      const answer = await revoke({ browser }, id);
      expect(answer.status).toBe(404);
      expect(answer.body.error?.code).toBe("not_found");
    }
    expect((await list({ token: other.token })).status).toBe(200);
    expect((await list({ browser: other.browser })).status).toBe(200);
  });
});
