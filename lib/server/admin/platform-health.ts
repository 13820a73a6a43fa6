// The admin's health check: the app, its database, the ledger's invariants, and second payments
// of paid orders whose refund has not gone through (a payer charged twice, to be refunded).
import "server-only";
import { checkHealth } from "@/lib/server/health/check-health";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { openDuplicatePayments } from "@/lib/server/payments/duplicate-payment";

export async function platformHealth() {
  const [app, ledger, duplicatePayments] = await Promise.all([
    checkHealth(),
    checkLedgerInvariants(db()),
    openDuplicatePayments(),
  ]);
  return { ...app, ledger, duplicatePayments };
}
