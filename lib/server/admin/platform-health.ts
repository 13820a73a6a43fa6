// The admin's health check: the app, its database, the ledger's invariants, second payments of
// paid orders whose refund has not gone through (a payer charged twice, to be refunded), the
// platform's uptime from recorded health checks, the audit log's hash chain, and the mail outbox
// (waiting, and given up on after every retry).
import "server-only";
import { checkHealth } from "@/lib/server/health/check-health";
import { checkAuditChain } from "@/lib/server/audit/verify-audit-log";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { readMailBacklog } from "@/lib/server/mail/mail-backlog";
import { openDuplicatePayments } from "@/lib/server/payments/duplicate-payment";
import { readUptime } from "./uptime";

export async function platformHealth() {
  const [app, ledger, duplicatePayments, uptime, auditChain, mail] = await Promise.all([
    checkHealth(),
    checkLedgerInvariants(db()),
    openDuplicatePayments(),
    readUptime(),
    checkAuditChain(),
    readMailBacklog(),
  ]);
  return { ...app, ledger, duplicatePayments, uptime, auditChain, mail };
}
