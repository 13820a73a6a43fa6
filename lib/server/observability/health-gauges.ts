// Gauges read from the database when Prometheus scrapes: the same figures on every app server
// (they describe the shared database, not the server), so alert on one server's, or on max().
import "server-only";
import { Gauge, type Registry } from "prom-client";
import { db } from "@/lib/server/db/client";
import { poolConnectionsInUse } from "@/lib/server/db/pool-usage";
import { verifyAuditLog } from "@/lib/server/audit/verify-audit-log";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { errorText, logger } from "./logger";

export interface HealthFigures {
  ledgerOk: boolean;
  auditChainOk: boolean;
  outboxBacklog: number;
  outboxOldestSeconds: number;
  expiryLagSeconds: number;
}

/** The figures, read in one go; throws when the database cannot answer. */
export async function readHealthFigures(): Promise<HealthFigures> {
  const [ledger, audit, [mail], [expiry]] = await Promise.all([
    checkLedgerInvariants(db()),
    // Verified, not sealed first as the admin's check does: a scrape is a read and writes
    // nothing. Entries the sealer has not linked yet are not a broken chain.
    verifyAuditLog(db()),
    db().$queryRaw<{ backlog: number; oldest: number }[]>`
      SELECT count(*)::int AS backlog,
             COALESCE(EXTRACT(EPOCH FROM now() - min("createdAt")), 0)::float8 AS oldest
      FROM "MailOutbox" WHERE "status" = 'pending'`,
    db().$queryRaw<{ lag: number }[]>`
      SELECT COALESCE(EXTRACT(EPOCH FROM now() - min("dueAt")), 0)::float8 AS lag
      FROM "Booking" WHERE "status" = 'active' AND "dueAt" <= now()`,
  ]);
  return {
    ledgerOk: ledger.ok,
    auditChainOk: audit.ok,
    outboxBacklog: mail?.backlog ?? 0,
    outboxOldestSeconds: mail?.oldest ?? 0,
    expiryLagSeconds: expiry?.lag ?? 0,
  };
}

function gauge(registry: Registry, name: string, help: string): Gauge {
  return new Gauge({ name, help, registers: [registry] });
}

/** Registers the gauges on `registry`; the returned function refreshes them before a scrape. */
export function healthGauges(registry: Registry): () => Promise<void> {
  const up = gauge(registry, "coinmarket_database_up", "1 when the figures below could be read.");
  const figures = {
    ledgerOk: gauge(
      registry,
      "coinmarket_ledger_invariants_ok",
      "1 when every ledger check passes.",
    ),
    auditChainOk: gauge(
      registry,
      "coinmarket_audit_chain_ok",
      "1 when the audit hash chain verifies.",
    ),
    outboxBacklog: gauge(registry, "coinmarket_mail_outbox_backlog", "Mails waiting to be sent."),
    outboxOldestSeconds: gauge(
      registry,
      "coinmarket_mail_outbox_oldest_age_seconds",
      "Age of the oldest mail waiting to be sent; 0 when none waits.",
    ),
    expiryLagSeconds: gauge(
      registry,
      "coinmarket_expiry_sweep_lag_seconds",
      "How long the oldest expired booking has waited to be settled; 0 when none waits.",
    ),
  };
  // Registered once a PostgreSQL pool exists: the embedded database has no pool to measure.
  let pool: Gauge | undefined;
  return async () => {
    const inUse = poolConnectionsInUse();
    if (inUse !== null) {
      pool ??= gauge(
        registry,
        "coinmarket_database_pool_in_use",
        "PostgreSQL connections this server has checked out.",
      );
      pool.set(inUse);
    }
    try {
      const read = await readHealthFigures();
      up.set(1);
      figures.ledgerOk.set(read.ledgerOk ? 1 : 0);
      figures.auditChainOk.set(read.auditChainOk ? 1 : 0);
      figures.outboxBacklog.set(read.outboxBacklog);
      figures.outboxOldestSeconds.set(read.outboxOldestSeconds);
      figures.expiryLagSeconds.set(read.expiryLagSeconds);
    } catch (error) {
      // A down database still gets its process metrics and counters scraped; the figures it
      // could not give read NaN (unknown) rather than stale, or 0, which would claim a failure.
      logger.warn({ error: errorText(error) }, "metrics: database figures unavailable");
      up.set(0);
      for (const figure of Object.values(figures)) figure.set(Number.NaN);
    }
  };
}
