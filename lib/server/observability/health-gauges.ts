// Gauges read from the database when Prometheus scrapes: the same figures on every app server
// (they describe the shared database, not the server), so alert on one server's, or on max().
// The outbox and the expiry sweep's lag are two indexed queries, read at every scrape. The ledger
// and audit-chain checks read every account and audit entry (hundreds of milliseconds on a large
// database): scrapes share a sample of them taken at most once a minute (./sampled.ts), and say
// its age, so that many scrapers, or a fast one, never run a scan each.
import "server-only";
import { Gauge, type Registry } from "prom-client";
import { db } from "@/lib/server/db/client";
import { poolConnectionsInUse } from "@/lib/server/db/pool-usage";
import { verifyAuditLog } from "@/lib/server/audit/verify-audit-log";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { errorText, logger } from "./logger";
import { sampled } from "./sampled";

/** How old the ledger and audit-chain sample may grow before a scrape has it taken again. */
const INTEGRITY_SAMPLE_MAX_AGE_MS = 60_000;

interface IntegrityChecks {
  ledgerOk: boolean;
  auditChainOk: boolean;
}

interface QueueFigures {
  outboxBacklog: number;
  outboxOldestSeconds: number;
  expiryLagSeconds: number;
}

/** The ledger's invariants and the audit chain, checked in one go; throws when they cannot be. */
async function readIntegrityChecks(): Promise<IntegrityChecks> {
  const [ledger, audit] = await Promise.all([
    checkLedgerInvariants(db()),
    // Verified, not sealed first as the admin's check does: a scrape is a read and writes
    // nothing. Entries the sealer has not linked yet are not a broken chain.
    verifyAuditLog(db()),
  ]);
  return { ledgerOk: ledger.ok, auditChainOk: audit.ok };
}

/** The mail outbox and the expiry sweep's lag; throws when the database cannot answer. */
async function readQueueFigures(): Promise<QueueFigures> {
  const [[mail], [expiry]] = await Promise.all([
    db().$queryRaw<{ backlog: number; oldest: number }[]>`
      SELECT count(*)::int AS backlog,
             COALESCE(EXTRACT(EPOCH FROM now() - min("createdAt")), 0)::float8 AS oldest
      FROM "MailOutbox" WHERE "status" = 'pending'`,
    db().$queryRaw<{ lag: number }[]>`
      SELECT COALESCE(EXTRACT(EPOCH FROM now() - min("dueAt")), 0)::float8 AS lag
      FROM "Booking" WHERE "status" = 'active' AND "dueAt" <= now()`,
  ]);
  return {
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
  const up = gauge(
    registry,
    "coinmarket_database_up",
    "1 when this scrape could read the outbox and expiry figures from the database.",
  );
  const queues = {
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
  const checks = {
    ledgerOk: gauge(
      registry,
      "coinmarket_ledger_invariants_ok",
      "1 when every ledger check passes, as of the sample's age.",
    ),
    auditChainOk: gauge(
      registry,
      "coinmarket_audit_chain_ok",
      "1 when the audit hash chain verifies, as of the sample's age.",
    ),
  };
  const checksAge = gauge(
    registry,
    "coinmarket_integrity_checks_age_seconds",
    "Age of the sample the ledger and audit-chain gauges report; NaN before the first.",
  );
  const integritySample = sampled({
    name: "metrics.integrity-checks",
    take: readIntegrityChecks,
    maxAgeMs: INTEGRITY_SAMPLE_MAX_AGE_MS,
  });
  // Registered once a PostgreSQL pool exists: the embedded database has no pool to measure.
  let pool: Gauge | undefined;

  const refreshQueues = async () => {
    try {
      const read = await readQueueFigures();
      up.set(1);
      queues.outboxBacklog.set(read.outboxBacklog);
      queues.outboxOldestSeconds.set(read.outboxOldestSeconds);
      queues.expiryLagSeconds.set(read.expiryLagSeconds);
    } catch (error) {
      // A down database still gets its process metrics and counters scraped; the figures it
      // could not give read NaN (unknown) rather than stale, or 0, which would claim a failure.
      logger.warn({ error: errorText(error) }, "metrics: database figures unavailable");
      up.set(0);
      for (const figure of Object.values(queues)) figure.set(Number.NaN);
    }
  };

  const refreshChecks = async () => {
    // Failures are logged by the sample's job; a sample that could not be renewed keeps its
    // figures, and its growing age says how stale they are.
    const latest = await integritySample();
    checks.ledgerOk.set(latest ? Number(latest.value.ledgerOk) : Number.NaN);
    checks.auditChainOk.set(latest ? Number(latest.value.auditChainOk) : Number.NaN);
    checksAge.set(latest ? (Date.now() - latest.takenAt) / 1000 : Number.NaN);
  };

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
    await Promise.all([refreshQueues(), refreshChecks()]);
  };
}
