// Buyer protection's windows, read from the settings row in the caller's transaction (changed by
// admins on /admin/settings, audited): how long a customer has to accept a delivery, when a
// booking with no end in its duration is due, how long an organization has to answer a dispute,
// and how long completed earnings clear before a conversion may hold them.
import "server-only";
import type { Tx } from "@/lib/server/ledger/types";

export interface ProtectionSettings {
  acceptanceDays: number;
  defaultDueDays: number;
  disputeResponseDays: number;
  clearingDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function readProtection(tx: Tx): Promise<ProtectionSettings> {
  return tx.platformSettings.findUniqueOrThrow({
    where: { id: 1 },
    select: {
      acceptanceDays: true,
      defaultDueDays: true,
      disputeResponseDays: true,
      clearingDays: true,
    },
  });
}

/** `days` days after `from`. */
export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}
