// Forgot-password under attack: twelve requests from four addresses used to block the owner's
// recovery for an hour. Every request is answered alike; strangers' requests bring at most five
// mails an hour, the owner's own address or browser still gets a link, and mails to the account
// stay capped whoever asks. And a request for a real account does the same work as one for an
// unknown email. (The owner on a new device: recovery-new-device.int.test.ts.)
import pg from "pg";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as checkResetCode } from "@/app/api/v1/auth/reset-password/route";
import { settleBackgroundWork } from "@/lib/server/background";
import { db } from "@/lib/server/db/client";
import { lastMailTo, PASSWORD, registerThroughApi, uniqueEmail } from "@/test/integration/accounts";
import { Browser, call, freshIp } from "@/test/integration/http";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const RESET_REQUESTED = "If an account with that email exists, a password reset link has been sent";
const GENERIC = { success: true, data: null, message: RESET_REQUESTED };

function forgot(email: string, ip: string, browser?: Browser) {
  const options = { ip, body: { email } };
  return browser
    ? browser.call(forgotPassword, "/api/v1/auth/forgot-password", options)
    : call(forgotPassword, "/api/v1/auth/forgot-password", options);
}

async function resetMails(email: string): Promise<number> {
  await settleBackgroundWork();
  return db().mailOutbox.count({ where: { to: email, kind: "reset_password" } });
}

/** Four addresses, three requests each: each address's own limit, and more than strangers' share. */
async function flood(email: string): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (let address = 1; address <= 4; address += 1) {
    const ip = freshIp();
    for (let request = 1; request <= 3; request += 1) {
      const response = await forgot(email, ip);
      expect(response.status).toBe(200);
      answers.push(response.body);
    }
  }
  return answers;
}

describe("after twelve forgot-password requests from four other addresses", () => {
  const home = freshIp();
  let email = "";
  let floodAnswers: unknown[] = [];
  /** The owner's browser, signed in once at home: it holds the device cookie. */
  const ownBrowser = new Browser();

  beforeAll(async () => {
    ({ email } = await registerThroughApi());
    const signIn = await ownBrowser.call(login, "/api/v1/auth/login", {
      ip: home,
      body: { email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    floodAnswers = await flood(email);
  });

  it("strangers' requests are all answered alike, and five of them brought a mail", async () => {
    expect(floodAnswers).toEqual(Array.from({ length: 12 }, () => GENERIC));
    expect(await resetMails(email)).toBe(5);
  });

  it("an address the account has never signed in from is answered alike, with no mail", async () => {
    const response = await forgot(email, freshIp());
    expect(response.status).toBe(200);
    expect(response.body).toEqual(GENERIC);
    expect(await resetMails(email)).toBe(5);
  });

  it("the owner's request from the address the account signed in from gets a working link", async () => {
    const response = await forgot(email, home);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(GENERIC);
    expect(await resetMails(email)).toBe(6);
    const { link } = await lastMailTo(email);
    const code = new URL(link!).searchParams.get("oobCode")!;
    const checked = await call(checkResetCode, `/api/v1/auth/reset-password?oobCode=${code}`);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toEqual({ email });
  });

  it("the owner's browser (device cookie) gets one from a new address too", async () => {
    const response = await forgot(email, freshIp(), ownBrowser);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(GENERIC);
    expect(await resetMails(email)).toBe(7);
  });

  it("mails stay capped at 10 an hour, whoever asks, with the same answer past the cap", async () => {
    // More browsers of the owner's, each known to the account, each asking three times.
    const answers: unknown[] = [];
    for (let browser = 1; browser <= 2; browser += 1) {
      const device = new Browser();
      const ip = freshIp();
      const body = { email, password: PASSWORD };
      expect((await device.call(login, "/api/v1/auth/login", { ip, body })).status).toBe(200);
      for (let request = 1; request <= 3; request += 1) {
        const response = await forgot(email, freshIp(), device);
        expect(response.status).toBe(200);
        answers.push(response.body);
      }
    }
    expect(answers).toEqual(Array.from({ length: 6 }, () => GENERIC));
    expect(await resetMails(email)).toBe(10);
  });
});

describe("a forgot-password request for a real account and for an unknown email", () => {
  /** The SQL every connection of this process sends while `work` runs, in order. */
  async function statementsOf(work: () => Promise<void>): Promise<string[]> {
    await settleBackgroundWork();
    const spy = vi.spyOn(pg.Client.prototype, "query");
    try {
      await work();
      await settleBackgroundWork();
      return spy.mock.calls.map(([query]) =>
        typeof query === "string" ? query : (query as { text: string }).text,
      );
    } finally {
      spy.mockRestore();
    }
  }

  it("do the same steps: the same statements, answer and background work alike", async () => {
    const { email } = await registerThroughApi();
    const unknown = uniqueEmail("nobody");
    const ask = (address: string) => async () => {
      const response = await forgot(address, freshIp());
      expect(response.body).toEqual(GENERIC);
    };

    const forAccount = await statementsOf(ask(email));
    const forNobody = await statementsOf(ask(unknown));
    expect(forAccount.length).toBeGreaterThan(5);
    expect(forNobody).toEqual(forAccount);
    // ...while only the account got a mail.
    expect(await resetMails(email)).toBe(1);
    expect(await db().mailOutbox.count({ where: { to: unknown } })).toBe(0);
  });
});
