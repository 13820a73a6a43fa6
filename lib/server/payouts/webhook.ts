// RazorpayX's payout webhooks: the signature over the raw body first (RAZORPAYX_WEBHOOK_SECRET),
// then the event. payout.processed confirms the payout (paid, with the bank's UTR as its
// reference); payout.failed, payout.reversed and payout.rejected fail it (the coins go back to the
// organization's earnings). Each delivery is recorded by its event id in the same transaction as
// what it changes, and the request is settled under its lock only while processing: a replayed
// or late event moves nothing.
import "server-only";
import {
  lockConversion,
  settlePayoutLocked,
  type PayoutSettlement,
} from "@/lib/server/conversions/payout-outcome";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { dispatchMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { logger } from "@/lib/server/observability/logger";
import { openSignedDelivery, type WebhookDelivery } from "@/lib/server/payments/signed-webhook";
import { recordWebhookEvent } from "@/lib/server/payments/webhook-events";
import type { Tx } from "@/lib/server/ledger/types";
import { PAYOUT_REFERENCE_PATTERN } from "@/lib/validations/conversions-values";
import { payoutProvider } from "./index";

type PayoutWebhookHandled =
  "paid" | "failed" | "recorded" | "ignored" | "duplicate" | "needs_attention";

export interface PayoutWebhookOutcome {
  event: string;
  handled: PayoutWebhookHandled;
}

interface PayoutEntity {
  id?: unknown;
  reference_id?: unknown;
  utr?: unknown;
  failure_reason?: unknown;
  status_details?: { description?: unknown } | null;
}

interface PayoutEvent {
  event?: unknown;
  payload?: { payout?: { entity?: PayoutEntity } };
}

const FAILING = new Set(["payout.failed", "payout.reversed", "payout.rejected"]);

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** Why RazorpayX says it failed, in its own words, else a plain sentence for the event. */
function failureReason(event: string, entity: PayoutEntity): string {
  const said = text(entity.status_details?.description) ?? text(entity.failure_reason);
  if (said) return said.slice(0, 500);
  return event === "payout.reversed"
    ? "The bank sent the payout back."
    : "The payout failed at RazorpayX.";
}

/** The bank's UTR, when it is a reference we can show; else the payout's own id. */
function referenceOf(entity: PayoutEntity, payoutId: string): string {
  const utr = text(entity.utr);
  return utr && PAYOUT_REFERENCE_PATTERN.test(utr) ? utr.toUpperCase() : payoutId;
}

/** The request a payout belongs to: by its id, or by our reference when its id was never kept. */
async function findRequest(tx: Tx, payoutId: string, referenceId: string | null) {
  const byId = await tx.conversionRequest.findUnique({
    where: { payoutId },
    select: { id: true },
  });
  if (byId) return byId.id;
  if (!referenceId) return null;
  const byReference = await tx.conversionRequest.findFirst({
    where: { id: referenceId, payoutProvider: "razorpayx", payoutId: null },
    select: { id: true },
  });
  return byReference?.id ?? null;
}

export async function handlePayoutWebhook(
  delivery: WebhookDelivery,
): Promise<PayoutWebhookOutcome> {
  const { body, event, record } = openSignedDelivery<PayoutEvent>(delivery, (raw, signed) =>
    payoutProvider().verifyWebhookSignature(raw, signed),
  );
  const entity = body.payload?.payout?.entity ?? {};
  const payoutId = text(entity.id);

  const result = await db().$transaction(
    async (tx): Promise<{ handled: PayoutWebhookHandled; queued?: QueuedMail }> => {
      if (!(await recordWebhookEvent(tx, record))) return { handled: "duplicate" };
      const id = payoutId ? await findRequest(tx, payoutId, text(entity.reference_id)) : null;
      // Payouts of other integrations on the same account: recorded, nothing of ours to change.
      if (!id || !payoutId) return { handled: "ignored" };
      const row = await lockConversion(tx, id);
      if (!row) return { handled: "ignored" };
      if (!row.payoutId) {
        await tx.conversionRequest.update({ where: { id }, data: { payoutId } });
      }
      let settlement: PayoutSettlement | null = null;
      if (event === "payout.processed") {
        settlement = {
          outcome: "paid",
          reference: referenceOf(entity, payoutId),
          paidAt: new Date(),
        };
      } else if (FAILING.has(event)) {
        settlement = { outcome: "failed", reason: failureReason(event, entity) };
      }
      if (!settlement) return { handled: "recorded" };
      if (row.status !== "processing") {
        // Money sent and then returned by the bank after we redeemed it: an admin must see it.
        if (row.status === "paid" && settlement.outcome === "failed") {
          logger.warn({ conversionId: id, event }, "a paid payout came back");
          await recordAudit(tx, {
            actorId: null,
            action: "conversion.payout_reversed_after_paid",
            entityType: "conversion",
            entityId: id,
            data: { payoutId, event, reason: settlement.reason, payoutMinor: row.payoutMinor },
          });
          return { handled: "needs_attention" };
        }
        return { handled: "ignored" };
      }
      const settled = await settlePayoutLocked(tx, {
        row: { ...row, payoutId },
        settlement,
        reporter: { actorId: null, source: "webhook", event },
      });
      return { handled: settlement.outcome, queued: settled.queued };
    },
  );
  if (result.queued) await dispatchMail([result.queued]);
  return { event, handled: result.handled };
}
