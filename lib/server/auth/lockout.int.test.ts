// A stranger floods an account's login from 25 addresses (5 wrong passwords each, 125 in all),
// the attack that used to lock the owner out for good: the owner still signs in from an address
// or a browser (device cookie) the account has signed in from before, in a browser or for an API
// token, while every address the account does not know, the right password or not, is refused.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { db } from "@/lib/server/db/client";
import { hashToken } from "@/lib/server/auth/tokens";
import { PASSWORD, registerThroughApi, signedIn } from "@/test/integration/accounts";
import { Browser, call, freshIp, type CallOptions } from "@/test/integration/http";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const TOO_MANY_FAILED = "Too many failed attempts. Please try again later";

interface LoginData {
  user: { email: string };
  token?: string;
}

function logIn(options: CallOptions, browser?: Browser) {
  return browser
    ? browser.call<LoginData>(login, "/api/v1/auth/login", options)
    : call<LoginData>(login, "/api/v1/auth/login", options);
}

/** 25 addresses, 5 wrong passwords each: every address's own limit, and the account-wide one. */
async function flood(email: string): Promise<number[]> {
  const addresses = Array.from({ length: 25 }, () => freshIp());
  const perAddress = await Promise.all(
    addresses.map(async (ip) => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const body = { email, password: `stranger-guess-${attempt}` };
        statuses.push((await logIn({ ip, body })).status);
      }
      return statuses;
    }),
  );
  return perAddress.flat();
}

function expectRefused(response: Awaited<ReturnType<typeof logIn>>) {
  expect(response.status).toBe(429);
  expect(response.body.error).toMatchObject({ code: "rate_limited", message: TOO_MANY_FAILED });
  expect(response.setCookies).toEqual([]);
}

describe("after a flood of wrong passwords from 25 other addresses", () => {
  const home = freshIp();
  const server = freshIp();
  let email = "";
  let floodStatuses: number[] = [];
  /** The owner's browser, signed in once at home before the flood: it holds the device cookie. */
  const ownBrowser = new Browser();

  beforeAll(async () => {
    ({ email } = await registerThroughApi());
    const body = { email, password: PASSWORD };
    expect((await logIn({ ip: home, body }, ownBrowser)).status).toBe(200);
    // An API client of the owner's got its token from a server address of its own.
    expect((await logIn({ ip: server, body: { ...body, issueToken: true } })).status).toBe(200);

    floodStatuses = await flood(email);
  }, 180_000);

  it("the strangers checked no more passwords than the account-wide ceiling allows", () => {
    // 100 attempts from addresses the account does not know: the owner's two first sign-ins
    // counted too, their addresses were not known yet; every later attempt was refused unchecked.
    expect(floodStatuses.filter((status) => status === 401)).toHaveLength(98);
    expect(floodStatuses.filter((status) => status === 429)).toHaveLength(27);
  });

  it("the owner signs in from the address the account signed in from before, in a new browser", async () => {
    const response = await logIn({ ip: home, body: { email, password: PASSWORD } }, new Browser());
    expect(response.status).toBe(200);
    expect(response.body.data?.user.email).toBe(email);
  });

  it("the owner signs in from a new address in the browser that signed in before (device cookie)", async () => {
    const response = await logIn(
      { ip: freshIp(), body: { email, password: PASSWORD } },
      ownBrowser,
    );
    expect(response.status).toBe(200);
    expect(response.setCookies[0]).toMatch(/^authjs\.session-token=/);
  });

  it("an address the account has never signed in from is refused, even with the right password", async () => {
    expectRefused(await logIn({ ip: freshIp(), body: { email, password: PASSWORD } }));
  });

  it("an API client gets a token from the address it had one from before, and not from a new one", async () => {
    const known = await logIn({
      ip: server,
      body: { email, password: PASSWORD, issueToken: true },
    });
    expect(known.status).toBe(200);
    expect(known.body.data?.token).toMatch(/^cm_/);
    const unknown = await logIn({
      ip: freshIp(),
      body: { email, password: PASSWORD, issueToken: true },
    });
    expectRefused(unknown);
  });

  it("a device cookie of another account, or a forged one, counts as no cookie", async () => {
    const other = await signedIn();
    const otherDevice = other.browser.cookies.get("coinmarket.device");
    expect(otherDevice).toMatch(/^v1\./);
    const ownDevice = ownBrowser.cookies.get("coinmarket.device")!;
    const [version, id] = ownDevice.split(".");
    const forged = `${version}.${id}.${"A".repeat(43)}`;
    const madeUp = `v1.${"B".repeat(43)}.${"C".repeat(43)}`;
    for (const cookie of [otherDevice, forged, madeUp]) {
      const response = await logIn({
        ip: freshIp(),
        body: { email, password: PASSWORD },
        headers: { cookie: `coinmarket.device=${cookie}` },
      });
      expectRefused(response);
    }
  });

  it("a known address stops counting as known after 90 days without a sign-in there", async () => {
    const [user] = await db().user.findMany({ where: { email }, select: { id: true } });
    await db().signInSource.update({
      where: { userId_kind_key: { userId: user!.id, kind: "address", key: server } },
      data: { lastSeenAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) },
    });
    expectRefused(
      await logIn({ ip: server, body: { email, password: PASSWORD, issueToken: true } }),
    );
  });

  it("a known browser still has its own limit: 5 wrong passwords there, then even the right one waits", async () => {
    const browser = new Browser();
    browser.cookies.set("coinmarket.device", ownBrowser.cookies.get("coinmarket.device")!);
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await logIn({ ip, body: { email, password: `wrong-${attempt}` } }, browser);
      expect(wrong.status).toBe(401);
    }
    expectRefused(await logIn({ ip, body: { email, password: PASSWORD } }, browser));
    // The owner's address is its own source, with its own count.
    expect((await logIn({ ip: home, body: { email, password: PASSWORD } })).status).toBe(200);
  });
});

describe("sign-in sources", () => {
  it("a browser sign-in records its address and device; a token sign-in its address only", async () => {
    const { email } = await registerThroughApi();
    const browserIp = freshIp();
    const tokenIp = freshIp();
    const browser = new Browser();
    await logIn({ ip: browserIp, body: { email, password: PASSWORD } }, browser);
    await logIn({ ip: tokenIp, body: { email, password: PASSWORD, issueToken: true } });
    const sources = await db().signInSource.findMany({ where: { user: { email } } });
    // Only the hash of the device id is stored, never the id the cookie carries.
    const id = browser.cookies.get("coinmarket.device")!.split(".")[1]!;
    const expected = [
      `address:${browserIp}`,
      `address:${tokenIp}`,
      `device:${hashToken(id)}`,
    ].sort();
    expect(sources.map(({ kind, key }) => `${kind}:${key}`).sort()).toEqual(expected);
  });

  it("a browser keeps its device id across sign-ins, and a failed sign-in records nothing", async () => {
    const { email } = await registerThroughApi();
    const browser = new Browser();
    const ip = freshIp();
    expect((await logIn({ ip, body: { email, password: "wrong-pass" } }, browser)).status).toBe(
      401,
    );
    expect(await db().signInSource.count({ where: { user: { email } } })).toBe(0);
    await logIn({ ip, body: { email, password: PASSWORD } }, browser);
    const first = browser.cookies.get("coinmarket.device");
    await logIn({ ip: freshIp(), body: { email, password: PASSWORD } }, browser);
    expect(browser.cookies.get("coinmarket.device")).toBe(first);
    expect(await db().signInSource.count({ where: { user: { email }, kind: "device" } })).toBe(1);
  });
});
