// The embedded default (PGlite) has no second connection to LISTEN on: the listener LISTENs on the
// one instance the app uses. This checks that PGlite keeps PostgreSQL's promise there too: a
// pg_notify sent inside a Prisma interactive transaction (through the PGlite adapter) reaches the
// listener once the transaction commits, never before, and never when it rolls back; and the
// listener's path (listenOnPGlite -> the streams' registry -> their counts) works on it.
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { pgliteFactory } from "@/lib/server/db/connection";
import { migratedPGlite } from "@/test/integration/migrated-pglite";
import type { SessionUser } from "@/lib/auth/session-user";
import { notify } from "@/lib/server/notifications/notify";
import { liveCountsFor } from "./counts";
import { parseLivePayload } from "./payload";
import { LIVE_CHANNEL, signalLive } from "./signal";
import { listenOnPGlite } from "./sources";
import { LiveSubscribers } from "./subscribers";

let pglite: PGlite;
let client: PrismaClient;
const received: string[] = [];

beforeAll(async () => {
  pglite = await migratedPGlite();
  client = new PrismaClient({ adapter: pgliteFactory(pglite) });
  await pglite.listen(LIVE_CHANNEL, (payload) => received.push(payload));
});

afterAll(async () => {
  await client.$disconnect();
  await pglite.close();
});

/** Lets PGlite hand out what it has queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("pg_notify on the embedded database", () => {
  it("arrives after the transaction commits, not while it is open", async () => {
    received.length = 0;
    let seenInside: string[] = [];
    await client.$transaction(async (tx) => {
      await signalLive(tx, { users: ["committed-user"] });
      await settle();
      seenInside = [...received];
    });
    await settle();
    expect(seenInside).toEqual([]);
    expect(received).toEqual([JSON.stringify({ u: ["committed-user"] })]);
  });

  it("never arrives when the transaction rolls back", async () => {
    received.length = 0;
    await expect(
      client.$transaction(async (tx) => {
        await signalLive(tx, { users: ["rolled-back-user"], admins: true });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await client.$transaction(async (tx) => signalLive(tx, { admins: true }));
    await settle();
    expect(received).toEqual([JSON.stringify({ a: 1 })]);
  });
});

describe("the live listener on the embedded database", () => {
  it("tells a stream of a committed notification, whose counts then read it", async () => {
    const row = await client.user.create({
      data: { email: "embedded-live@example.test", name: "Embedded", emailVerified: new Date() },
    });
    const user: SessionUser = {
      id: row.id,
      name: row.name,
      email: row.email,
      role: "user",
      emailVerified: true,
      isActive: true,
      image: null,
      createdAt: row.createdAt.toISOString(),
      organization: null,
      walletBalance: 0,
      secondFactor: false,
    };
    const subscribers = new LiveSubscribers();
    let told!: () => void;
    const changed = new Promise<void>((resolve) => {
      told = resolve;
    });
    subscribers.add({ userId: user.id, admin: false, changed: () => told(), end: () => undefined });
    const source = await listenOnPGlite(pglite, {
      payload(text) {
        const payload = parseLivePayload(text);
        if (payload) subscribers.deliver(payload);
      },
      resumed: () => undefined,
      wanted: () => true,
    });
    try {
      await client.$transaction((tx) =>
        notify(tx, [{ userId: user.id, topic: "bookings", event: "test", text: "Hi.", href: "/" }]),
      );
      await changed;
      expect(await liveCountsFor(client, user)).toEqual({
        notifications: 1,
        messages: 0,
        wallet: 0,
        earnings: null,
        queues: null,
      });
    } finally {
      await source.close();
    }
  });
});
