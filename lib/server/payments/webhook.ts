// Razorpay's webhook: the signature over the raw body first, then the event. Captured payments
// are credited through the same exactly-once path as the browser's verify call; card disputes
// (payment.dispute.*) open and decide chargebacks (lib/server/chargebacks); deliveries that
// repeat, race the browser or arrive out of order change nothing twice.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import { DISPUTE_EVENT_PREFIX } from "@/lib/server/chargebacks/dispute-event";
import { handleDisputeEvent, type DisputeHandled } from "@/lib/server/chargebacks/handle-dispute";
import { creditPaidOrder } from "./credit-payment";
import { paymentProvider } from "./providers";
import { openSignedDelivery, type WebhookDelivery } from "./signed-webhook";
import { recordWebhookEvent } from "./webhook-events";

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  error_description?: unknown;
}

interface WebhookEvent {
  event?: unknown;
  payload?: { payment?: { entity?: PaymentEntity }; dispute?: { entity?: unknown } };
}

export interface WebhookOutcome {
  event: string;
  handled:
    | "credited"
    | "already_credited"
    | "duplicate_payment"
    | "expired_order"
    | "marked_failed"
    | DisputeHandled;
}

export interface WebhookOptions {
  /** Who caused the delivery: an admin's test-mode chargeback; the provider's own have none. */
  actorId?: string;
}

export const INVALID_WEBHOOK_AMOUNT = "The payment's amount is missing or not a whole number.";
export const INVALID_WEBHOOK_CURRENCY = "The payment's currency is missing or not a currency code.";

/** What the provider says was paid: required and well-formed, so the check is never skipped. */
function paidAmount(entity: PaymentEntity | undefined): { amountMinor: number; currency: string } {
  const amount = entity?.amount;
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0) {
    throw AppError.badRequest(INVALID_WEBHOOK_AMOUNT);
  }
  const currency = entity?.currency;
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) {
    throw AppError.badRequest(INVALID_WEBHOOK_CURRENCY);
  }
  return { amountMinor: amount, currency };
}

/** Handles one webhook delivery and counts how it went (after whatever it changed committed). */
export async function handlePaymentWebhook(
  delivery: WebhookDelivery,
  options: WebhookOptions = {},
): Promise<WebhookOutcome> {
  try {
    const outcome = await handleEvent(delivery, options);
    metrics().webhooks.inc({ outcome: outcome.handled });
    return outcome;
  } catch (error) {
    metrics().webhooks.inc({ outcome: error instanceof AppError ? "refused" : "failed" });
    throw error;
  }
}

async function handleEvent(
  delivery: WebhookDelivery,
  options: WebhookOptions,
): Promise<WebhookOutcome> {
  const { body, event, record } = openSignedDelivery<WebhookEvent>(delivery, (raw, signed) =>
    paymentProvider().verifyWebhookSignature(raw, signed),
  );
  if (event.startsWith(DISPUTE_EVENT_PREFIX)) {
    const entity = body.payload?.dispute?.entity;
    const handled = await handleDisputeEvent({
      event,
      entity,
      record,
      actorId: options.actorId,
    });
    return { event, handled };
  }

  const entity = body.payload?.payment?.entity;
  const paymentId = typeof entity?.id === "string" ? entity.id : null;
  const orderId = typeof entity?.order_id === "string" ? entity.order_id : null;
  const known =
    paymentId && orderId
      ? await db().paymentOrder.findUnique({
          where: { providerOrderId: orderId },
          select: { id: true },
        })
      : null;
  // Events without a payment, or for orders of other integrations on the same Razorpay account,
  // are recorded and acknowledged: there is nothing of ours to change.
  if (!known || !paymentId || !orderId) {
    return { event, handled: (await recordWebhookEvent(db(), record)) ? "ignored" : "duplicate" };
  }

  if (event === "payment.captured" || event === "order.paid") {
    const result = await creditPaidOrder({
      providerOrderId: orderId,
      providerPaymentId: paymentId,
      ...paidAmount(entity),
      webhookEvent: record,
    });
    if (result.duplicate) return { event, handled: "duplicate" };
    if (result.duplicatePayment) return { event, handled: "duplicate_payment" };
    if (result.expiredOrder) return { event, handled: "expired_order" };
    return { event, handled: result.credited ? "credited" : "already_credited" };
  }
  if (event === "payment.failed") {
    // Only an order nobody has paid can be marked failed; a late failure of an earlier attempt
    // never undoes a payment that went through.
    const reason =
      typeof entity?.error_description === "string"
        ? entity.error_description.slice(0, 300)
        : "Payment failed";
    return db().$transaction(async (tx): Promise<WebhookOutcome> => {
      if (!(await recordWebhookEvent(tx, record))) return { event, handled: "duplicate" };
      const updated = await tx.paymentOrder.updateMany({
        where: { providerOrderId: orderId, status: "created" },
        data: { status: "failed", failureReason: reason },
      });
      return { event, handled: updated.count ? "marked_failed" : "ignored" };
    });
  }
  return { event, handled: (await recordWebhookEvent(db(), record)) ? "ignored" : "duplicate" };
}
