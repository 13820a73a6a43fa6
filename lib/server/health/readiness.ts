// Liveness and readiness for load balancers and orchestrators: live while the process serves,
// ready when it can do its work (database reachable within a bound, every migration of this
// build applied) and is not shutting down.
import "server-only";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/server/db/client";
import { isDraining } from "@/lib/server/lifecycle/shutdown";
import { errorText, logger } from "@/lib/server/observability/logger";
import { checkHealth } from "./check-health";

export const DRAINING = "The server is shutting down.";

export interface LiveReport {
  status: "ok";
  uptimeSeconds: number;
}

export interface ReadyReport {
  status: "ok";
  database: { ok: true; latencyMs: number };
  migrations: { applied: number };
}

function refuseWhenDraining(): void {
  if (isDraining()) throw AppError.unavailable(DRAINING, { draining: true });
}

export function checkLive(): LiveReport {
  refuseWhenDraining();
  return { status: "ok", uptimeSeconds: Math.round(process.uptime()) };
}

/** The migrations this build ships (prisma/migrations), read once per process. */
let shipped: Promise<string[]> | undefined;
function shippedMigrations(): Promise<string[]> {
  shipped ??= readdir(join(process.cwd(), "prisma", "migrations"), { withFileTypes: true }).then(
    (entries) => entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
  );
  return shipped;
}

async function missingMigrations(): Promise<{ missing: string[]; applied: number }> {
  const rows = await db().$queryRaw<{ name: string }[]>`
    SELECT "migration_name" AS "name" FROM "_prisma_migrations"
    WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`;
  const applied = new Set(rows.map((row) => row.name));
  const missing = (await shippedMigrations()).filter((name) => !applied.has(name));
  return { missing, applied: applied.size };
}

export async function checkReady(): Promise<ReadyReport> {
  refuseWhenDraining();
  // 503 with details.database.ok false when the database does not answer within its bound.
  const { database } = await checkHealth();
  const { missing, applied } = await missingMigrations().catch((error: unknown) => {
    // An unmigrated database has no _prisma_migrations table at all.
    // Every probe of an unready server asks again: one short line each, no stack.
    logger.error({ reason: errorText(error) }, "readiness: migrations unreadable");
    throw AppError.unavailable("The database's migrations could not be read.", {
      migrations: { missing: null },
    });
  });
  if (missing.length) {
    throw AppError.unavailable(
      `The database lacks ${missing.length} migration(s) of this build: ${missing.join(", ")}.`,
      { migrations: { missing } },
    );
  }
  refuseWhenDraining();
  return { status: "ok", database, migrations: { applied } };
}
