// Starts an approved request's payout with RazorpayX, after the approval committed (the provider's
// calls never run inside a transaction holding locks). Taken: its payout id is kept, and RazorpayX's
// webhook reports the outcome. Refused for good (nothing was sent): the request fails and its
// coins go back, as any failed payout does. No answer (the payout may exist): nothing changes,
// the request stays processing, and the webhook (which finds it by its reference) or an admin
// settles it later. Requests paid by hand (test mode, manual) have nothing to start.
import "server-only";
import type { ConversionView } from "@/lib/schemas/conversions";
import { unseal } from "@/lib/server/conversions/seal";
import {
  lockConversion,
  SETTLED_INCLUDE,
  settlePayoutLocked,
  type SettledRow,
} from "@/lib/server/conversions/payout-outcome";
import { toConversionView } from "@/lib/server/conversions/conversion-view";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { dispatchMail } from "@/lib/server/mail/outbox";
import { errorText, logger } from "@/lib/server/observability/logger";
import { payoutProvider } from "./index";
import { PayoutOutcomeUnknown, type PayoutOrder, type PayoutStart } from "./types";

const DETAILS_UNREADABLE = "The payout details kept with the request could not be read.";

/** The request's destination, opened; null when it cannot be (a changed key, a damaged value). */
function orderOf(row: SettledRow): PayoutOrder | null {
  if (!row.payoutSealed || !row.payoutMethod) return null;
  let plain: unknown;
  try {
    plain = unseal(row.payoutSealed, row.organizationId);
  } catch {
    return null;
  }
  const fields = typeof plain === "object" && plain !== null ? plain : {};
  const details = Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  return {
    conversionId: row.id,
    organizationId: row.organizationId,
    organizationName: row.organization.name,
    email: row.organization.user.email,
    currency: row.currency,
    payoutMinor: row.payoutMinor,
    method: row.payoutMethod,
    holderName: details.holderName ?? row.organization.name,
    details,
  };
}

/** Refused: the request fails once, if it is still processing. Returns it as it now is. */
async function failRefused(id: string, reason: string) {
  const settled = await db().$transaction(async (tx) => {
    const row = await lockConversion(tx, id);
    if (!row || row.status !== "processing") return null;
    return settlePayoutLocked(tx, {
      row,
      settlement: { outcome: "failed", reason },
      reporter: { actorId: null, source: "provider" },
    });
  });
  if (!settled) return null;
  await dispatchMail([settled.queued]);
  return toConversionView(settled.row);
}

/**
 * Starts the payout of request `id` if RazorpayX sends it and it has not started; returns the
 * request as it now is when that changed what the caller answered (it failed at once), else null.
 */
export async function startPayout(id: string): Promise<ConversionView | null> {
  const row = await db().conversionRequest.findUnique({ where: { id }, include: SETTLED_INCLUDE });
  if (!row || row.status !== "processing" || row.payoutProvider !== "razorpayx" || row.payoutId) {
    return null;
  }
  const provider = payoutProvider();
  // The keys were removed since the approval: an admin completes it by hand.
  if (provider.name !== "razorpayx") return null;
  const order = orderOf(row);
  if (!order) return failRefused(id, DETAILS_UNREADABLE);
  let started: PayoutStart;
  try {
    started = await provider.startPayout(order);
  } catch (error) {
    // The approval stands; whether the payout exists is for the webhook or an admin to say.
    if (!(error instanceof PayoutOutcomeUnknown)) {
      logger.error({ conversionId: id, error: errorText(error) }, "payout not started");
    }
    return null;
  }
  if (started.outcome === "refused") return failRefused(id, started.reason);
  if (started.payoutId) {
    const payoutId = started.payoutId;
    await db().$transaction(async (tx) => {
      // Kept once: the webhook may have found the request by its reference meanwhile.
      const kept = await tx.conversionRequest.updateMany({
        where: { id, payoutId: null },
        data: { payoutId },
      });
      if (kept.count === 0) return;
      await recordAudit(tx, {
        actorId: null,
        action: "conversion.payout_started",
        entityType: "conversion",
        entityId: id,
        data: { provider: provider.name, payoutId, payoutMinor: row.payoutMinor },
      });
    });
  }
  return null;
}

/** How long an approval's own attempt has before the sweep tries its payout again. */
const RETRY_AFTER_MS = 5 * 60 * 1000;
const RETRY_BATCH = 20;

/**
 * The sweep's second chance for RazorpayX payouts not started (the server stopped right after an
 * approval, or RazorpayX did not answer): each is asked for again with the same idempotency key,
 * so one that RazorpayX did make is answered, not made twice. Returns how many were tried.
 */
export async function retryUnstartedPayouts(now = new Date()): Promise<number> {
  if (payoutProvider().name !== "razorpayx") return 0;
  const due = await db().conversionRequest.findMany({
    where: {
      status: "processing",
      payoutProvider: "razorpayx",
      payoutId: null,
      processedAt: { lte: new Date(now.getTime() - RETRY_AFTER_MS) },
    },
    orderBy: { processedAt: "asc" },
    take: RETRY_BATCH,
    select: { id: true },
  });
  for (const { id } of due) await startPayout(id);
  return due.length;
}
