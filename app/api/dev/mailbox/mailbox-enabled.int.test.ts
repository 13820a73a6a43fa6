// The development mailbox opened with MAIL_DEV_INBOX=1. The configuration is read once, when
// lib/env is first imported, so the flag is set before anything imports it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const previous = process.env.MAIL_DEV_INBOX;
process.env.MAIL_DEV_INBOX = "1";

const { GET: mailbox } = await import("@/app/api/dev/mailbox/route");
const { POST: forgotPassword } = await import("@/app/api/v1/auth/forgot-password/route");
const { registerThroughApi } = await import("@/test/integration/accounts");
const { settleBackgroundWork } = await import("@/lib/server/background");
const { call, freshIp } = await import("@/test/integration/http");

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterAll(() => {
  if (previous === undefined) delete process.env.MAIL_DEV_INBOX;
  else process.env.MAIL_DEV_INBOX = previous;
});

interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: string;
}

function list(query = "") {
  return call<DevMail[]>(mailbox, `/api/dev/mailbox${query}`);
}

describe("GET /api/dev/mailbox with MAIL_DEV_INBOX=1", () => {
  it("lists one address's messages, newest first, whatever the case of ?to=", async () => {
    const { email } = await registerThroughApi();
    const { email: someoneElse } = await registerThroughApi();
    const reset = await call(forgotPassword, "/api/v1/auth/forgot-password", {
      ip: freshIp(),
      body: { email },
    });
    expect(reset.status).toBe(200);
    await settleBackgroundWork();

    const response = await list(`?to=${encodeURIComponent(` ${email.toUpperCase()} `)}`);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const mails = response.body.data!;
    expect(mails.map((mail) => mail.kind)).toEqual(["reset_password", "verify_email"]);
    for (const mail of mails) {
      expect(mail.to).toBe(email);
      expect(mail.subject).toEqual(expect.any(String));
      expect(mail.text).toContain("http://");
      expect(mail.html).toContain("<html>");
      expect(new Date(mail.createdAt).toISOString()).toBe(mail.createdAt);
    }
    expect(mails[0]!.subject).toBe("Reset your Coinmarket password");
    expect(mails[0]!.text).toMatch(/\/reset-password\?mode=resetPassword&oobCode=/);
    expect(mails[1]!.subject).toBe("Verify your Coinmarket email");
    expect(mails[1]!.text).toMatch(/\/api\/v1\/auth\/verify-email\?token=/);
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.createdAt));

    const other = await list(`?to=${encodeURIComponent(someoneElse)}`);
    expect(other.body.data?.map((mail) => [mail.to, mail.kind])).toEqual([
      [someoneElse, "verify_email"],
    ]);
  });

  it("lists every address's messages, newest first, without ?to=", async () => {
    const { email: first } = await registerThroughApi();
    const { email: second } = await registerThroughApi();

    const response = await list();
    expect(response.status).toBe(200);
    const mails = response.body.data!;
    const recipients = mails.map((mail) => mail.to);
    expect(recipients.indexOf(second)).toBeGreaterThanOrEqual(0);
    expect(recipients.indexOf(second)).toBeLessThan(recipients.indexOf(first));
    const times = mails.map((mail) => Date.parse(mail.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers through a proxy too: the flag asks for the mailbox wherever it runs", async () => {
    const { email } = await registerThroughApi();
    const response = await call<DevMail[]>(
      mailbox,
      `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
      { headers: { "x-coinmarket-proxied": "1" } },
    );
    expect(response.status).toBe(200);
    expect(response.body.data?.map((mail) => mail.to)).toEqual([email]);
  });

  it("answers an empty list for an address with no mail", async () => {
    const response = await list("?to=nobody-at-all@example.test");
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
  });
});
