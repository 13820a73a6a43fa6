// Recovering an account from a new device while strangers ask for its reset links: a stranger's
// request voids none of the owner's links, five of them block neither the owner's links nor
// the owner's own request, and opening a link from the mail lets the next request bring a mail.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import {
  GET as checkResetCode,
  POST as resetPassword,
} from "@/app/api/v1/auth/reset-password/route";
import { settleBackgroundWork } from "@/lib/server/background";
import { db } from "@/lib/server/db/client";
import { lastMailTo, PASSWORD, registerThroughApi } from "@/test/integration/accounts";
import { Browser, call, freshIp } from "@/test/integration/http";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const NEW_PASSWORD = "recovered-on-the-phone-4";
const GENERIC = {
  success: true,
  data: null,
  message: "If an account with that email exists, a password reset link has been sent",
};

function forgot(email: string, ip: string, browser?: Browser) {
  const options = { ip, body: { email } };
  return browser
    ? browser.call(forgotPassword, "/api/v1/auth/forgot-password", options)
    : call(forgotPassword, "/api/v1/auth/forgot-password", options);
}

async function resetMails(email: string) {
  await settleBackgroundWork();
  return db().mailOutbox.findMany({
    where: { to: email, kind: "reset_password" },
    orderBy: { createdAt: "asc" },
  });
}

function codeOf(mail: { text: string }): string {
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("oobCode")!;
}

function check(code: string, ip: string, browser: Browser) {
  return browser.call<{ email: string }>(
    checkResetCode,
    `/api/v1/auth/reset-password?oobCode=${encodeURIComponent(code)}`,
    { ip },
  );
}

function reset(code: string, ip: string, browser: Browser) {
  return browser.call(resetPassword, "/api/v1/auth/reset-password", {
    ip,
    body: { oobCode: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
}

describe("a stranger asking for a reset link", () => {
  it("does not void the link the owner asked for before", async () => {
    const { email } = await registerThroughApi();
    const home = freshIp();
    const owner = new Browser();
    expect((await forgot(email, home, owner)).status).toBe(200);
    const ownersCode = codeOf((await lastMailTo(email)).mail!);

    expect((await forgot(email, freshIp())).status).toBe(200);
    expect(await resetMails(email)).toHaveLength(2);

    expect((await check(ownersCode, home, owner)).status).toBe(200);
    expect((await reset(ownersCode, home, owner)).status).toBe(200);
    const signIn = await call(login, "/api/v1/auth/login", {
      ip: home,
      body: { email, password: NEW_PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });
});

describe("the owner on a new phone, after five strangers' requests", () => {
  let email = "";
  /** The phone: a browser and an address the account has never signed in from. */
  const phone = new Browser();
  const phoneIp = freshIp();

  beforeAll(async () => {
    ({ email } = await registerThroughApi());
    for (let stranger = 1; stranger <= 5; stranger += 1) {
      expect((await forgot(email, freshIp())).body).toEqual(GENERIC);
    }
    expect(await resetMails(email)).toHaveLength(5);
  });

  it("is answered, not refused, when asking before opening the mail", async () => {
    const response = await forgot(email, phoneIp, phone);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(GENERIC);
    // Strangers have used the mails unknown sources get this hour: the owner's are in the
    // mailbox already, and every one of them still works.
    expect(await resetMails(email)).toHaveLength(5);
  });

  it("opens any of the mailed links, and the next request from the phone brings a new mail", async () => {
    const [oldest] = await resetMails(email);
    const opened = await check(codeOf(oldest!), phoneIp, phone);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toEqual({ email });

    const again = await forgot(email, phoneIp, phone);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(GENERIC);
    const mails = await resetMails(email);
    expect(mails).toHaveLength(6);

    // The newest link sets the password; every other one, strangers' included, then stops.
    expect((await reset(codeOf(mails[5]!), phoneIp, phone)).status).toBe(200);
    for (const mail of mails.slice(0, 5)) {
      expect((await check(codeOf(mail), phoneIp, phone)).body.error?.code).toBe(
        "invalid_action_code",
      );
    }
    const signIn = await call(login, "/api/v1/auth/login", {
      ip: phoneIp,
      body: { email, password: NEW_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const oldPassword = await call(login, "/api/v1/auth/login", {
      ip: phoneIp,
      body: { email, password: PASSWORD },
    });
    expect(oldPassword.status).toBe(401);
  });
});

describe("the strangers' share of reset mails", () => {
  it("counts only mails that went: requests the account-wide cap withheld leave it unused", async () => {
    const { email } = await registerThroughApi();
    // The account's 10 mails of this hour are gone (the owner's known browsers asked for them).
    await db().rateLimitBucket.create({
      data: {
        key: `reset-mail:account:${email}`,
        count: 10,
        windowStart: new Date(),
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      },
    });
    for (let stranger = 1; stranger <= 5; stranger += 1) {
      expect((await forgot(email, freshIp())).body).toEqual(GENERIC);
    }
    expect(await resetMails(email)).toHaveLength(0);

    // The hour is over, and those links with it: the owner on a new phone must get a mail.
    await db().rateLimitBucket.update({
      where: { key: `reset-mail:account:${email}` },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await forgot(email, freshIp(), new Browser())).body).toEqual(GENERIC);
    expect(await resetMails(email)).toHaveLength(1);
  });
});
