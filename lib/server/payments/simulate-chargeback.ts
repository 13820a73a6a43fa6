// Test mode's stand-in for a card's bank disputing a top-up: an admin raises a chargeback and the
// server writes the events Razorpay would send (payment.dispute.created, then .won or .lost),
// signs each with the test mode's webhook secret and hands it to the webhook's own handler, so
// every coin moves exactly as a real dispute moves it. Refused where payments are real.
import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { adminChargeback } from "@/lib/server/admin/payments-chargebacks";
import type { SimulatedChargeback } from "@/lib/schemas/admin-payments";
import type { SimulatedChargebackInput } from "@/lib/validations/admin-payments";
import { paymentProvider } from "./providers";
import { asSimulated } from "./providers/simulated";
import { handlePaymentWebhook } from "./webhook";

export const CHARGEBACKS_TEST_MODE_ONLY =
  "Test-mode chargebacks are off: this deployment takes real payments through Razorpay.";
export const NOT_DISPUTABLE = "Only a paid top-up can be disputed.";
export const ALREADY_DISPUTED =
  "This top-up already has an open chargeback: decide it as won or lost.";
export const AMOUNT_ABOVE_ORDER = "A dispute cannot be for more than the top-up's amount.";

/** How long the issuer gives to send evidence, as Razorpay's disputes commonly do. */
const RESPOND_DAYS = 7;

const simulatedId = (prefix: string) =>
  `${prefix}_sim_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x")}`;

interface DisputedPayment {
  providerOrderId: string;
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
}

/** The body Razorpay posts for a dispute event: its payment and its dispute entity. */
function disputeEvent(
  event: string,
  payment: DisputedPayment,
  dispute: { id: string; amountMinor: number; status: string },
) {
  const now = Math.floor(Date.now() / 1000);
  return {
    entity: "event",
    event,
    contains: ["payment", "dispute"],
    payload: {
      payment: {
        entity: {
          id: payment.providerPaymentId,
          entity: "payment",
          order_id: payment.providerOrderId,
          amount: payment.amountMinor,
          currency: payment.currency,
          status: "captured",
        },
      },
      dispute: {
        entity: {
          id: dispute.id,
          entity: "dispute",
          payment_id: payment.providerPaymentId,
          amount: dispute.amountMinor,
          currency: payment.currency,
          amount_deducted: dispute.status === "lost" ? dispute.amountMinor : 0,
          reason_code: "test_mode",
          respond_by: now + RESPOND_DAYS * 86_400,
          status: dispute.status,
          phase: "chargeback",
          created_at: now,
        },
      },
    },
    created_at: now,
  };
}

export async function simulateChargeback(params: {
  admin: Caller;
  orderId: string;
  input: SimulatedChargebackInput;
  ip?: string;
}): Promise<SimulatedChargeback> {
  const { admin, orderId, input, ip } = params;
  const provider = asSimulated(paymentProvider());
  if (!provider) throw AppError.notFound(CHARGEBACKS_TEST_MODE_ONLY);
  const order = await db().paymentOrder.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      status: true,
      providerOrderId: true,
      providerPaymentId: true,
      amountMinor: true,
      currency: true,
      chargebacks: {
        where: { status: "open" },
        select: { providerDisputeId: true, amountMinor: true },
        take: 1,
      },
    },
  });
  if (!order) throw AppError.notFound("Unknown order.");
  if (!order.providerPaymentId || order.status === "created" || order.status === "failed") {
    throw AppError.conflict(NOT_DISPUTABLE);
  }
  const open = order.chargebacks[0];
  if (open && input.outcome === "open") throw AppError.conflict(ALREADY_DISPUTED);
  const amountMinor = open?.amountMinor ?? input.amountMinor ?? order.amountMinor;
  if (amountMinor > order.amountMinor) throw AppError.badRequest(AMOUNT_ABOVE_ORDER);

  const payment = { ...order, providerPaymentId: order.providerPaymentId };
  const disputeId = open?.providerDisputeId ?? simulatedId("disp");
  // A new dispute opens first; an open one is only decided.
  const events: { event: string; status: string }[] = [];
  if (!open) events.push({ event: "payment.dispute.created", status: "open" });
  if (input.outcome !== "open") {
    events.push({ event: `payment.dispute.${input.outcome}`, status: input.outcome });
  }
  await recordAudit(db(), {
    actorId: admin.user.id,
    action: "chargeback.simulated",
    entityType: "payment_order",
    entityId: order.id,
    data: { providerDisputeId: disputeId, outcome: input.outcome, amountMinor },
    ip,
  });
  const handled: SimulatedChargeback["events"] = [];
  for (const { event, status } of events) {
    const raw = JSON.stringify(
      disputeEvent(event, payment, { id: disputeId, amountMinor, status }),
    );
    const outcome = await handlePaymentWebhook(
      { rawBody: raw, signature: provider.signWebhook(raw), eventId: simulatedId("evt") },
      { actorId: admin.user.id },
    );
    handled.push({ event, handled: outcome.handled });
  }
  return { disputeId, events: handled, chargeback: await adminChargeback(db(), disputeId) };
}
