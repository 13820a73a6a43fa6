// Uptime from recorded health checks on PostgreSQL: minutes with a healthy check over the minutes
// since the first check (or 30 days), whatever number of servers recorded them, said to mean
// something only after an hour of checks; and the sampler that records them.
import { beforeEach, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/v1/admin/health/route";
import { db } from "@/lib/server/db/client";
import { recordHealthSample } from "@/lib/server/health/health-sampler";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { readUptime } from "./uptime";

const MINUTE = 60_000;
const NOW = new Date("2026-11-23T12:00:30.000Z");
const minutesAgo = (minutes: number, seconds = 10) =>
  new Date(Date.parse("2026-11-23T12:00:00.000Z") - minutes * MINUTE + seconds * 1000);

async function samples(entries: { minutesAgo: number; healthy?: boolean; seconds?: number }[]) {
  await db().healthSample.createMany({
    data: entries.map((entry) => ({
      checkedAt: minutesAgo(entry.minutesAgo, entry.seconds),
      healthy: entry.healthy ?? true,
      databaseMs: 2,
    })),
  });
}

beforeEach(async () => {
  await db().healthSample.deleteMany();
});

describe("uptime", () => {
  it("is null before any health check", async () => {
    expect(await readUptime(NOW)).toBeNull();
  });

  it("counts minutes with a healthy check since the first check, gaps as down", async () => {
    // Checks over the last 100 minutes (100 ago .. 1 ago), none in the minute under way; a gap of
    // 5 minutes (40..44 ago) and 3 minutes whose only check failed (10..12 ago).
    const entries = [];
    for (let ago = 100; ago >= 1; ago -= 1) {
      if (ago >= 40 && ago <= 44) continue;
      entries.push({ minutesAgo: ago, healthy: !(ago >= 10 && ago <= 12) });
    }
    await samples(entries);
    const uptime = await readUptime(NOW);
    expect(uptime).toEqual({
      minutes: 100,
      healthyMinutes: 92,
      percent: 92,
      since: minutesAgo(100, 0).toISOString(),
      readAt: NOW.toISOString(),
      measured: true,
      windowFull: false,
    });
  });

  it("is not a measure yet before an hour of checks: only since when they run", async () => {
    // A server 8 minutes old, one minute of which had no check: 87.5% of next to nothing.
    await samples([0, 1, 2, 3, 5, 6, 7, 8].map((ago) => ({ minutesAgo: ago, seconds: 1 })));
    expect(await readUptime(NOW)).toEqual({
      minutes: 9,
      healthyMinutes: 8,
      percent: 88.89,
      since: minutesAgo(8, 0).toISOString(),
      readAt: NOW.toISOString(),
      measured: false,
      windowFull: false,
    });
    // An hour of minutes counted: it is.
    await samples([{ minutesAgo: 59 }]);
    expect(await readUptime(NOW)).toMatchObject({ minutes: 60, measured: true });
  });

  it("counts a minute once however many servers checked in it, up if any of them was healthy", async () => {
    await samples([
      { minutesAgo: 3, seconds: 5 },
      { minutesAgo: 3, seconds: 40 },
      { minutesAgo: 2, healthy: false },
      { minutesAgo: 2, seconds: 50 },
      { minutesAgo: 1, healthy: false },
      { minutesAgo: 0, seconds: 20 },
    ]);
    // Minutes 3, 2, 1 ago and the one under way (it has a check): 3 of 4 up.
    expect(await readUptime(NOW)).toMatchObject({ minutes: 4, healthyMinutes: 3, percent: 75 });
  });

  it("reads only the last 30 days when checks are older", async () => {
    const days = 24 * 60;
    await samples([{ minutesAgo: 45 * days }, { minutesAgo: 29 * days }, { minutesAgo: 1 }]);
    const uptime = await readUptime(NOW);
    expect(uptime).toMatchObject({
      minutes: 30 * days,
      healthyMinutes: 2,
      measured: true,
      windowFull: true,
    });
    expect(uptime?.since).toBe(
      new Date(Date.parse("2026-11-23T12:00:00.000Z") - 30 * days * MINUTE).toISOString(),
    );
  });

  it("is recorded by the sampler, one healthy check with the database's time", async () => {
    expect(await recordHealthSample()).toBe(true);
    const rows = await db().healthSample.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ healthy: true });
    expect(rows[0]!.databaseMs).toBeGreaterThanOrEqual(0);
    const uptime = await readUptime();
    expect(uptime).toMatchObject({ percent: 100, minutes: 1, healthyMinutes: 1 });
  });

  it("is on the admin health check", async () => {
    await samples([{ minutesAgo: 1 }, { minutesAgo: 0, seconds: 1 }]);
    const admin = await signedIn("admin");
    const response = await call<{ uptime: { percent: number; minutes: number } | null }>(
      health,
      "/api/v1/admin/health",
      { bearer: admin.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data?.uptime?.percent).toBeGreaterThan(0);
  });
});
