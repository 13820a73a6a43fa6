// The production server as a process manager runs it: `npm start`, or the command
// docs/operations.md gives for running without npm (`node scripts/start.mjs`), on the build the
// tier made once (test/integration/production-build.ts). However the stop arrives (SIGTERM to the pid
// the manager started, to every process of the service at once, or npm killed outright), the
// server drains: the booking in flight is answered and kept, every process exits, the port is
// free again, and the main process exits 0. A server whose port is taken exits non-zero and says
// why.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { fundThroughTopUps } from "@/scripts/bench/lib/funding";
import { httpCall } from "@/scripts/bench/lib/http";
import { createBenchUsers, type BenchUser } from "@/scripts/bench/lib/users";
import { beginBooking, refusing } from "@/test/integration/in-flight-booking";
import { createService } from "@/test/integration/marketplace";
import { freePort } from "@/test/support/postgres-server";
import { isAlive, processTree, signalEach } from "@/test/support/process-tree";

const PRICE = 100;
const NPM_START = ["npm", "start"];
/** docs/operations.md: the command for a process manager that runs the server without npm. */
const DIRECT = [process.execPath, "scripts/start.mjs"];

interface Launched {
  /** The pid the process manager started. */
  pid: number;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What every process of the server printed, npm's lines included. */
  output(): string;
  /** The processes seen once the server was ready (the main one first). */
  tree: number[];
  dataDir: string;
}

const launched: Launched[] = [];
let serviceId: string;
let users: BenchUser[];

beforeAll(async () => {
  serviceId = (await createService({ price: PRICE })).id;
  users = await createBenchUsers(db(), "stop", 4);
  await fundThroughTopUps(
    db(),
    users.map((user) => user.id),
    PRICE,
  );
}, 600_000);

afterEach(() => {
  for (const app of launched.splice(0)) {
    signalEach([...processTree(app.pid), ...app.tree], "SIGKILL");
    rmSync(app.dataDir, { recursive: true, force: true });
  }
});

/** Starts `command` as a process manager would: the server's settings in its environment. */
function launch(command: string[], port: number): Launched {
  const dataDir = mkdtempSync(join(tmpdir(), "coinmarket-stop-"));
  const env: NodeJS.ProcessEnv = {
    // Not run from an npm script (as `npm test` runs this file): npm sets its own for `npm start`.
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("npm_"))),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LISTEN_HOST: "127.0.0.1",
    NODE_ENV: "production",
    PORT: String(port),
    SHUTDOWN_TIMEOUT_MS: "30000",
    npm_config_update_notifier: "false",
  };
  for (const name of ["SMTP_URL", "MAIL_DEV_INBOX", "SEED_DEMO", "TRUSTED_PROXY_HOPS"]) {
    delete env[name];
  }
  const [file, ...args] = command;
  const child = spawn(file!, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let text = "";
  const keep = (chunk: Buffer) => (text += chunk.toString("utf8"));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const app: Launched = { pid: child.pid!, port, exited, output: () => text, tree: [], dataDir };
  launched.push(app);
  return app;
}

/** Waits until the server answers its readiness probe. */
async function ready(app: Launched): Promise<void> {
  let gone = false;
  void app.exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited before it was ready:\n${app.output()}`);
    const answer = await httpCall(`http://127.0.0.1:${app.port}`, "GET", "/api/v1/health/ready", {
      connection: "close",
    }).catch(() => null);
    if (answer?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  app.tree = processTree(app.pid);
}

async function allExited(pids: number[]): Promise<void> {
  while (pids.some(isAlive)) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Whether a new server can listen on `port`. */
function portFree(port: number): Promise<boolean> {
  const probe: Server = createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * Starts `command`, begins a booking, stops the server with `stop` and checks the drain: the
 * booking is answered 201 and kept, every process of the server exits and the port is free.
 * Resolves the main process's exit.
 */
async function stopWithBookingInFlight(command: string[], stop: (app: Launched) => void) {
  const user = users.pop()!;
  const app = launch(command, await freePort());
  await ready(app);
  expect(app.tree.length).toBeGreaterThan(1);

  const booking = await beginBooking(app.port, {
    serviceId,
    token: user.token,
    expectedPrice: PRICE,
  });
  stop(app);
  await refusing(app.port);
  booking.finish();
  const [answer, exit] = await Promise.all([booking.answer, app.exited]);
  await allExited(app.tree);

  // The answer after `100 Continue`: created, and the client told to close the connection.
  expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 /);
  expect(answer).toMatch(/connection: close/i);
  expect(await db().booking.count({ where: { serviceId, userId: user.id } })).toBe(1);
  expect(await portFree(app.port)).toBe(true);
  expect(app.output()).toContain("[shutdown] done");
  expect(app.output()).not.toContain("cut off after the timeout");
  return exit;
}

describe("stopping the production server as a process manager does", () => {
  it("npm start: SIGTERM to npm's pid drains the server and exits 0", async () => {
    const exit = await stopWithBookingInFlight(NPM_START, (app) =>
      process.kill(app.pid, "SIGTERM"),
    );
    expect(exit).toEqual({ code: 0, signal: null });
  }, 240_000);

  it("the documented command: SIGTERM to its pid drains the server and exits 0", async () => {
    const exit = await stopWithBookingInFlight(DIRECT, (app) => process.kill(app.pid, "SIGTERM"));
    expect(exit).toEqual({ code: 0, signal: null });
  }, 240_000);

  it("npm start: SIGTERM to every process at once (a whole-service stop) drains once, exits 0", async () => {
    const exit = await stopWithBookingInFlight(NPM_START, (app) => signalEach(app.tree, "SIGTERM"));
    expect(exit).toEqual({ code: 0, signal: null });
  }, 240_000);

  it("npm start: npm killed outright, the server still drains and exits", async () => {
    const exit = await stopWithBookingInFlight(NPM_START, (app) =>
      process.kill(app.pid, "SIGKILL"),
    );
    expect(exit).toEqual({ code: null, signal: "SIGKILL" });
  }, 240_000);
});

describe("a port already in use", () => {
  it("npm start exits non-zero and says the port is taken", async () => {
    const holder = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
    try {
      const app = launch(NPM_START, port);
      const exit = await app.exited;
      expect(exit.code).not.toBe(0);
      expect(app.output()).toContain(`Port ${port} is already in use`);
    } finally {
      holder.close();
    }
  }, 240_000);
});
