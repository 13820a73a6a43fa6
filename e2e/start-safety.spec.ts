// What `npm start` does with no settings, and with a few, tried as an attacker would: the
// development mailbox is unreachable once the server listens beyond loopback or a request came
// through a proxy, forwarded headers change neither the client's address nor mailed links, and a
// database deployment without APP_URL or payment keys does not start. These specs start servers
// of their own, as `npm start` does (scripts/start.mjs) on the production build the end-to-end run
// made.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { rawRequest } from "./support/raw-http";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const OPEN_PORT = Number(process.env.E2E_OPEN_PORT ?? 3160);
const LOCAL_PORT = Number(process.env.E2E_LOCAL_PORT ?? 3161);

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startCommand(env: Record<string, string>): Started {
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      SMTP_URL: "",
      MAIL_DEV_INBOX: "",
      APP_URL: "",
      RAZORPAY_KEY_ID: "",
      RAZORPAY_KEY_SECRET: "",
      PAYMENTS_MODE: "",
      LISTEN_HOST: "",
      TRUSTED_PROXY_HOPS: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, output: () => output, exited };
}

function stop(started: Started) {
  if (started.child.pid !== undefined && started.child.exitCode === null) {
    process.kill(-started.child.pid, "SIGTERM");
  }
}

/**
 * A server of this spec's own on a fresh embedded database, for the describe block it is called
 * in: started before its tests (seeding takes a while), stopped and wiped after them.
 */
function serverForBlock(port: number, env: Record<string, string>) {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let server: Started;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), "coinmarket-start-"));
    server = startCommand({ ...env, PORT: String(port), DATA_DIR: dataDir });
    const deadline = Date.now() + 170_000;
    for (;;) {
      const health = await rawRequest({ port, path: "/health" }).catch(() => null);
      if (health?.status === 200) break;
      if (server.child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the server did not start:\n${server.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(async () => {
    stop(server);
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });
}

const MAILBOX_PATHS = ["/api/dev/mailbox?to=admin@demo.test", "/api/dev/mailbox", "/dev/mailbox"];

/** The takeover the mailbox's rules close: ask a reset for the admin, then read the code. */
async function askAdminReset(port: number) {
  const forgot = await rawRequest({
    port,
    path: "/api/v1/auth/forgot-password",
    body: { email: "admin@demo.test" },
  });
  expect(forgot.status).toBe(200);
}

test.describe("a database deployment", () => {
  test("does not start without APP_URL or payment keys, and says why in one line each", async () => {
    const started = startCommand({
      DATABASE_URL: "postgresql://nobody@127.0.0.1:9/nothing",
      LISTEN_HOST: "0.0.0.0",
    });
    expect(await started.exited).toBe(1);
    const lines = started.output().trim().split("\n");
    expect(lines).toEqual([
      expect.stringMatching(/^Refusing to start: APP_URL is required with DATABASE_URL: /),
      expect.stringMatching(
        /^Refusing to start: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required with DATABASE_URL: .*PAYMENTS_MODE=test/,
      ),
    ]);
  });
});

test.describe("the end-to-end server (loopback, one trusted proxy, MAIL_DEV_INBOX=1)", () => {
  test("listens on loopback 127.0.0.1 only", async () => {
    // 127.0.0.2 is this machine too; a server bound to every interface would answer there.
    await expect(
      rawRequest({ host: "127.0.0.2", port: E2E_PORT, path: "/health" }),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect((await rawRequest({ port: E2E_PORT, path: "/health" })).status).toBe(200);
  });

  test("mails links to its own origin whatever Host and X-Forwarded-Host say", async () => {
    const response = await rawRequest({
      port: E2E_PORT,
      path: "/api/v1/auth/forgot-password",
      headers: {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
        origin: "http://evil.example",
      },
      body: { email: "admin@demo.test" },
    });
    expect(response.status).toBe(200);
    let reset: { subject: string; text: string } | undefined;
    await expect
      .poll(async () => {
        const mailbox = await rawRequest({
          port: E2E_PORT,
          path: "/api/dev/mailbox?to=admin@demo.test",
        });
        const mails = (JSON.parse(mailbox.text) as { data: { subject: string; text: string }[] })
          .data;
        reset = mails.find((mail) => /reset/i.test(mail.subject));
        return Boolean(reset);
      })
      .toBe(true);
    expect(reset?.text).toContain(`http://localhost:${E2E_PORT}/reset-password?mode=resetPassword`);
    expect(reset?.text).not.toContain("evil.example");
  });
});

test.describe("a default server with a reverse proxy of the same host in front", () => {
  serverForBlock(LOCAL_PORT, {});

  test("opens the mailbox to this machine only, never to what a proxy forwards", async () => {
    await askAdminReset(LOCAL_PORT);
    // Straight from this machine: the local demo's mailbox, page and API.
    await expect
      .poll(async () => (await rawRequest({ port: LOCAL_PORT, path: MAILBOX_PATHS[0]! })).text)
      .toContain("oobCode");
    expect((await rawRequest({ port: LOCAL_PORT, path: "/dev/mailbox" })).status).toBe(200);
    // A proxy on this host connects over loopback too, but says so in what it adds.
    const forwarded: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.7" },
      { "x-real-ip": "203.0.113.7" },
      { forwarded: "for=203.0.113.7" },
      { via: "1.1 nginx" },
      { "x-forwarded-proto": "https" },
    ];
    for (const headers of forwarded) {
      for (const path of MAILBOX_PATHS) {
        const response = await rawRequest({ port: LOCAL_PORT, path, headers });
        expect(response.status, `${path} with ${JSON.stringify(headers)}`).toBe(404);
        expect(response.text).not.toContain("oobCode");
      }
    }
  });
});

test.describe("a server listening on every interface (LISTEN_HOST=0.0.0.0)", () => {
  serverForBlock(OPEN_PORT, { LISTEN_HOST: "0.0.0.0" });

  test("has no development mailbox, from any address", async () => {
    await askAdminReset(OPEN_PORT);
    for (const localAddress of ["127.0.0.1", "127.0.0.2"]) {
      for (const path of MAILBOX_PATHS) {
        const response = await rawRequest({ port: OPEN_PORT, path, localAddress });
        expect(response.status, `${path} from ${localAddress}`).toBe(404);
        expect(response.text).not.toContain("oobCode");
      }
    }
  });

  test("counts a client by its connection, not by the X-Forwarded-For it sends", async () => {
    // One stranger on 127.0.0.2 fails logins for many made-up accounts, each time claiming
    // another address. Every attempt counts against 127.0.0.2 itself, so it ends up limited...
    let last = 0;
    for (let attempt = 0; attempt < 101; attempt += 1) {
      const response = await rawRequest({
        port: OPEN_PORT,
        path: "/api/v1/auth/login",
        localAddress: "127.0.0.2",
        headers: { "x-forwarded-for": `198.51.100.${attempt % 250}`, "x-real-ip": "10.9.9.9" },
        body: { email: `nobody-${attempt}@example.test`, password: "wrong-password" },
      });
      last = response.status;
      if (last === 429) {
        expect(JSON.parse(response.text)).toMatchObject({
          error: { message: "Too many failed attempts. Please try again later" },
        });
        break;
      }
      expect(last).toBe(401);
    }
    expect(last).toBe(429);
    // ...while everyone else, here 127.0.0.1, still signs in.
    const other = await rawRequest({
      port: OPEN_PORT,
      path: "/api/v1/auth/login",
      localAddress: "127.0.0.1",
      body: { email: "user@demo.test", password: "demo-password" },
    });
    expect(other.status).toBe(200);
  });

  test("does not take X-Forwarded-Proto from a client for HSTS", async () => {
    const response = await rawRequest({
      port: OPEN_PORT,
      path: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.status).toBe(200);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
