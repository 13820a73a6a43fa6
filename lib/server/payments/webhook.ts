// Razorpay's webhook: the signature over the raw body first, then the event. Captured payments
// are credited through the same exactly-once path as the browser's verify call; deliveries that
// repeat, race the browser or arrive out of order change nothing twice.
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/server/db/client";
import { creditPaidOrder } from "./credit-payment";
import { paymentProvider } from "./providers";
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
  payload?: { payment?: { entity?: PaymentEntity } };
}

export interface WebhookOutcome {
  event: string;
  handled: "credited" | "already_credited" | "marked_failed" | "ignored" | "duplicate";
}

export const INVALID_WEBHOOK_SIGNATURE = "Invalid webhook signature";

export async function handlePaymentWebhook(
  rawBody: string,
  signature: string | null,
  eventId: string | null,
  origin: string,
): Promise<WebhookOutcome> {
  if (!signature || !paymentProvider().verifyWebhookSignature(rawBody, signature)) {
    throw AppError.badRequest(INVALID_WEBHOOK_SIGNATURE);
  }
  let body: WebhookEvent;
  try {
    body = JSON.parse(rawBody) as WebhookEvent;
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  const event = typeof body.event === "string" ? body.event : "unknown";
  const record = { eventId, event, payload: body };

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
      amountMinor: typeof entity?.amount === "number" ? entity.amount : undefined,
      currency: typeof entity?.currency === "string" ? entity.currency : undefined,
      origin,
      webhookEvent: record,
    });
    if (result.duplicate) return { event, handled: "duplicate" };
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
