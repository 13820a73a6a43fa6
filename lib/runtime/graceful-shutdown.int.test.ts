// SIGTERM in the middle of a burst, on the production server (lib/runtime/next-server.ts, as
// `npm start` runs it) against this file's PostgreSQL database: every request the server
// acknowledged is in the database, no request it had begun fails with a reset, readiness answers
// 503 during the drain, and the process exits 0 within SHUTDOWN_TIMEOUT_MS.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { startApp, type RunningApp } from "@/scripts/bench/lib/app";
import { fundThroughTopUps } from "@/scripts/bench/lib/funding";
import { createBenchUsers, type BenchUser } from "@/scripts/bench/lib/users";
import { readAll, refusing } from "@/test/integration/in-flight-booking";
import { createService } from "@/test/integration/marketplace";

const BOOKINGS = 30;
const ORDERS = 10;
const PRICE = 100;
const SHUTDOWN_TIMEOUT_MS = 15_000;

type Outcome = { status: number; body: string } | { error: string };

/** One request on `agent`'s connection. */
function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  token: string,
  body?: object,
): Promise<Outcome> {
  const payload = body === undefined ? "" : JSON.stringify(body);
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          "idempotency-key": randomUUID(),
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ error: String(error.code) }),
        );
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: String(error.code ?? error.message) }),
    );
    outgoing.end(payload);
  });
}

let app: RunningApp | undefined;
let users: BenchUser[];
let serviceId: string;

beforeAll(async () => {
  const service = await createService({ price: PRICE });
  serviceId = service.id;
  users = await createBenchUsers(db(), "drain", BOOKINGS + 1);
  await fundThroughTopUps(
    db(),
    users.map((user) => user.id),
    PRICE,
  );
  process.env.SHUTDOWN_TIMEOUT_MS = String(SHUTDOWN_TIMEOUT_MS);
  app = await startApp(process.env.DATABASE_URL ?? null);
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

describe("SIGTERM during a burst", () => {
  it("answers or refuses every request, keeps every acknowledged one, and exits 0", async () => {
    const running = app!;
    const { port } = running;
    const [slowUser, ...bursters] = users;

    // A booking whose body is still arriving when the signal comes: in flight at the server.
    const slow = connect(port, "127.0.0.1");
    await once(slow, "connect");
    const slowText = readAll(slow);
    const slowBody = JSON.stringify({ expectedPrice: PRICE });
    slow.write(
      `POST /api/v1/services/${serviceId}/book HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: Bearer ${slowUser!.token}\r\nIdempotency-Key: ${randomUUID()}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${slowBody.length}\r\n\r\n` +
        slowBody.slice(0, 5),
    );
    // A readiness probe whose request has begun but not ended on a kept-alive connection.
    const probe = connect(port, "127.0.0.1");
    await once(probe, "connect");
    const probeText = readAll(probe);
    probe.write("GET /api/v1/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n");

    // Each client on its own kept-alive connection, which the server has accepted (it answered
    // a liveness probe on it) before the burst: a connection still in the kernel's queue when
    // the server stops listening is reset by the kernel, before any server code sees it (a load
    // balancer stops sending to a server whose readiness fails before it is stopped).
    const orderUsers = bursters.slice(0, ORDERS);
    // Funding them made an order each.
    const countOrders = () =>
      db().paymentOrder.count({ where: { userId: { in: orderUsers.map((user) => user.id) } } });
    const ordersBefore = await countOrders();
    const clients = [...bursters, ...orderUsers].map((user) => ({
      user,
      agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    }));
    await Promise.all(
      clients.map(({ user, agent }) => send(agent, port, "GET", "/api/v1/health/live", user.token)),
    );
    const bookings = clients.slice(0, bursters.length).map(({ user, agent }) =>
      send(agent, port, "POST", `/api/v1/services/${serviceId}/book`, user.token, {
        expectedPrice: PRICE,
      }),
    );
    const orders = clients.slice(bursters.length).map(({ user, agent }) =>
      send(agent, port, "POST", "/api/v1/payments/orders", user.token, {
        packageId: "coins-500",
      }),
    );
    // The signal once a third of the burst has its answers: the rest is in flight or queued.
    let answered = 0;
    const third = new Promise<void>((resolve) => {
      for (const outcome of [...bookings, ...orders]) {
        void outcome.then(() => {
          answered += 1;
          if (answered === Math.ceil((BOOKINGS + ORDERS) / 3)) resolve();
        });
      }
    });
    await third;
    const answeredAtSignal = answered;
    const signalledAt = performance.now();
    process.kill(running.processGroup!, "SIGTERM");
    await refusing(port);
    slow.write(slowBody.slice(5));
    probe.write("\r\n");

    const [bookingOutcomes, orderOutcomes, slowRaw, probeRaw, exit] = await Promise.all([
      Promise.all(bookings),
      Promise.all(orders),
      slowText,
      probeText,
      running.exited,
    ]);
    const exitSeconds = (performance.now() - signalledAt) / 1000;

    const all = [...bookingOutcomes, ...orderOutcomes];
    const statuses = all.map((outcome) => ("status" in outcome ? outcome.status : outcome.error));
    const tally = Object.fromEntries(
      [...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]),
    );
    console.log(
      `SIGTERM after ${answeredAtSignal} of ${all.length} answers; outcomes ${JSON.stringify(tally)}; ` +
        `exit ${exit.code} after ${exitSeconds.toFixed(1)} s`,
    );
    // Every request was answered: created, or refused with 503 while draining (never a reset).
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);

    // The booking in flight finished, and told its client to close the connection.
    expect(slowRaw).toMatch(/^HTTP\/1\.1 201/);
    expect(slowRaw).toMatch(/connection: close/i);
    // The probe that came during the drain was told to go elsewhere.
    expect(probeRaw).toMatch(/^HTTP\/1\.1 503/);
    expect(probeRaw).toContain('"code":"service_unavailable"');

    // Every acknowledged booking and order is in the database, and nothing refused is.
    const booked = new Set(
      (await db().booking.findMany({ where: { serviceId }, select: { userId: true } })).map(
        (booking) => booking.userId,
      ),
    );
    const created = (outcome: Outcome | undefined) =>
      outcome !== undefined && "status" in outcome && outcome.status === 201;
    const acknowledged = new Set(
      bursters.filter((_, index) => created(bookingOutcomes[index])).map((user) => user.id),
    );
    acknowledged.add(slowUser!.id);
    expect(booked).toEqual(acknowledged);
    const acknowledgedOrders = orderOutcomes.filter(created).length;
    expect((await countOrders()) - ordersBefore).toBe(acknowledgedOrders);

    // Exited 0 on its own, every request answered before SHUTDOWN_TIMEOUT_MS cut any off.
    expect(exit).toEqual({ code: 0, signal: null });
    expect(running.logTail()).toContain("[shutdown] done");
    expect(running.logTail()).not.toContain("cut off after the timeout");
  }, 120_000);
});
