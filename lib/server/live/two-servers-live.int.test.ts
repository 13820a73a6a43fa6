// Two production servers on one PostgreSQL database: a browser's live stream open on server A
// hears what a request on server B changed, through PostgreSQL's NOTIFY on commit and A's LISTEN
// connection. A customer books on B (the customer's wallet on A, the organization's new booking on
// A), then writes to the organization on B (the organization's unread messages on A). Each
// event's delay after B answered is printed: the figure docs/architecture.md quotes.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveCounts } from "@/lib/schemas/live";
import { db } from "@/lib/server/db/client";
import { startApp, type RunningApp } from "@/scripts/bench/lib/app";
import { httpCall } from "@/scripts/bench/lib/http";
import { createBenchUsers, type BenchUser } from "@/scripts/bench/lib/users";
import { LiveEvents } from "@/test/integration/live-events";
import { createService, fund } from "@/test/integration/marketplace";

const PRICE = 40;

let apps: RunningApp[] = [];
let customer: BenchUser;
let org: BenchUser;
let serviceId: string;
const streams: LiveEvents[] = [];

beforeAll(async () => {
  customer = (await createBenchUsers(db(), "live_customer", 1))[0]!;
  org = (await createBenchUsers(db(), "live_org", 1, "org"))[0]!;
  const profile = await db().organizationProfile.create({
    data: { userId: org.id, name: "Live Org" },
  });
  serviceId = (await createService({ organizationId: profile.id, price: PRICE })).id;
  await fund(customer.id, 100);
  // The same secret on both, as a deployment gives them.
  const env = { AUTH_SECRET: randomBytes(32).toString("base64url") };
  for (let n = 0; n < 2; n += 1)
    apps.push(await startApp(process.env.DATABASE_URL ?? null, { env }));
}, 300_000);

afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.cancel()));
  await Promise.all(apps.map((app) => app.stop()));
  apps = [];
});

async function openStream(app: RunningApp, account: BenchUser): Promise<LiveEvents> {
  const response = await fetch(`${app.origin}/api/v1/live`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  // Not compressed: compression would hold events back until a buffer fills.
  expect(response.headers.get("content-encoding")).toBeNull();
  const stream = new LiveEvents(response.body!);
  streams.push(stream);
  return stream;
}

/** The first counts on `stream` that are `wanted` (each within 5 s of the one before). */
async function until(stream: LiveEvents, wanted: (counts: LiveCounts) => boolean) {
  for (;;) {
    const counts = await stream.nextCounts();
    if (wanted(counts)) return counts;
  }
}

/** A call on server B, and when its answer arrived. */
async function onB(path: string, account: BenchUser, body: unknown) {
  const answer = await httpCall(
    apps[1]!.origin,
    "POST",
    path,
    {
      authorization: `Bearer ${account.token}`,
      "idempotency-key": randomUUID(),
      "content-type": "application/json",
    },
    JSON.stringify(body),
  );
  return { ...answer, at: performance.now() };
}

describe("live counts across two servers", () => {
  it("push what a request on one server changed to the streams open on the other", async () => {
    const customerStream = await openStream(apps[0]!, customer);
    const orgStream = await openStream(apps[0]!, org);
    expect((await customerStream.nextCounts()).wallet).toBe(100);
    const orgFirst = await orgStream.nextCounts();

    const booked = await onB(`/api/v1/services/${serviceId}/book`, customer, {
      expectedPrice: PRICE,
    });
    expect(booked.status, booked.body).toBe(201);
    const bookingId = (JSON.parse(booked.body) as { data: { id: string } }).data.id;
    const wallet = await until(customerStream, (counts) => counts.wallet === 100 - PRICE);
    const newBooking = await until(
      orgStream,
      (counts) => counts.notifications === orgFirst.notifications + 1,
    );

    const sent = await onB(`/api/v1/users/bookings/${bookingId}/messages`, customer, {
      body: "Hello from server B",
      files: [],
    });
    expect(sent.status, sent.body).toBe(201);
    const message = await until(orgStream, (counts) => counts.messages === orgFirst.messages + 1);

    const delay = (event: { at: number }, answer: { at: number }) =>
      `${(event.at - answer.at).toFixed(1)} ms`;
    console.log(
      `live across servers, after B answered: customer's wallet ${delay(wallet, booked)}, ` +
        `organization's new booking ${delay(newBooking, booked)}, ` +
        `organization's message ${delay(message, sent)}`,
    );
  }, 60_000);
});
