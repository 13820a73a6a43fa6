// Liveness of the app and its database, for load balancers and monitoring.
import "server-only";
import { errorText, logger } from "@/lib/server/observability/logger";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/server/db/client";

export interface HealthReport {
  status: "ok";
  database: { ok: true; latencyMs: number };
  uptimeSeconds: number;
}

const DATABASE_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const DATABASE_UNREACHABLE = "The database is unreachable.";

/**
 * Answers the report, or throws a 503 AppError when the database cannot be reached: the error's
 * details mark the database down ({ database: { ok: false } }) and carry Retry-After's seconds.
 */
export async function checkHealth(): Promise<HealthReport> {
  const started = performance.now();
  try {
    await withTimeout(db().$queryRaw`SELECT 1`, DATABASE_TIMEOUT_MS);
  } catch (error) {
    logger.error({ error: errorText(error) }, "health: database unreachable");
    throw AppError.unavailable(DATABASE_UNREACHABLE, { database: { ok: false } });
  }
  return {
    status: "ok",
    database: { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
    uptimeSeconds: Math.round(process.uptime()),
  };
}
