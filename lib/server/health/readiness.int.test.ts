// GET /api/v1/health/live and /ready: what a load balancer or orchestrator reads before sending
// a server traffic, and what tells it to stop when the server shuts down.
import { readdirSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { GET as live } from "@/app/api/v1/health/live/route";
import { GET as ready } from "@/app/api/v1/health/ready/route";
import { db } from "@/lib/server/db/client";
import { DRAINING } from "@/lib/server/health/readiness";
import { beginDraining } from "@/lib/server/lifecycle/shutdown";
import { logger } from "@/lib/server/observability/logger";

const shipped = readdirSync("prisma/migrations", { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
).length;

const call = (handler: (request: Request) => Promise<Response>, path: string) =>
  handler(new Request(`http://test/api/v1/health/${path}`));

describe("liveness and readiness", () => {
  it("answer 200, uncached, when the database is reachable and migrated", async () => {
    const liveAnswer = await call(live, "live");
    expect(liveAnswer.status).toBe(200);
    expect(liveAnswer.headers.get("cache-control")).toMatch(/no-store/);
    expect(await liveAnswer.json()).toMatchObject({ success: true, data: { status: "ok" } });

    const readyAnswer = await call(ready, "ready");
    expect(readyAnswer.status).toBe(200);
    expect(readyAnswer.headers.get("cache-control")).toMatch(/no-store/);
    expect(await readyAnswer.json()).toMatchObject({
      success: true,
      data: { status: "ok", database: { ok: true }, migrations: { applied: shipped } },
    });
  });

  it("ready answers 503 naming a migration of this build the database lacks", async () => {
    const [latest] = await db().$queryRaw<{ name: string; id: string }[]>`
      SELECT "migration_name" AS "name", "id" FROM "_prisma_migrations"
      ORDER BY "migration_name" DESC LIMIT 1`;
    if (!latest) throw new Error("the test database has no migrations recorded");
    await db().$executeRaw`
      UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "id" = ${latest.id}`;
    try {
      const answer = await call(ready, "ready");
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      const body = await answer.json();
      expect(body.error.message).toBe(
        `The database lacks 1 migration(s) of this build: ${latest.name}.`,
      );
      expect(body.error.details.migrations).toEqual({ missing: [latest.name] });
      // The process itself is fine: liveness does not ask for a restart.
      expect((await call(live, "live")).status).toBe(200);
    } finally {
      await db().$executeRaw`
        UPDATE "_prisma_migrations" SET "rolled_back_at" = NULL WHERE "id" = ${latest.id}`;
    }
  });

  it("ready answers 503 when the migration record cannot be read, without a 500", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await db().$executeRaw`ALTER TABLE "_prisma_migrations" RENAME TO "_prisma_migrations_away"`;
    try {
      const answer = await call(ready, "ready");
      expect(answer.status).toBe(503);
      expect((await answer.json()).error.message).toBe(
        "The database's migrations could not be read.",
      );
      // The operator's log says why: the database's own words, in one line.
      expect(log).toHaveBeenCalledWith(
        { reason: expect.stringContaining("_prisma_migrations") },
        "readiness: migrations unreadable",
      );
    } finally {
      await db().$executeRaw`ALTER TABLE "_prisma_migrations_away" RENAME TO "_prisma_migrations"`;
      log.mockRestore();
    }
  });

  // Last: draining cannot be undone in a process.
  it("both answer 503 once the server is shutting down", async () => {
    beginDraining();
    for (const [handler, path] of [
      [live, "live"],
      [ready, "ready"],
    ] as const) {
      const answer = await call(handler, path);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({
        success: false,
        error: { code: "service_unavailable", message: DRAINING },
      });
    }
  });
});
