// The admin's health check: the app, its database, and the ledger's invariants.
import { checkHealth } from "@/lib/server/health/check-health";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";

export async function platformHealth() {
  const [app, ledger] = await Promise.all([checkHealth(), checkLedgerInvariants(db())]);
  return { ...app, ledger };
}
