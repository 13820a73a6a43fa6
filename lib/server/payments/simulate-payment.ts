// Test mode's stand-in for the payment itself: what Razorpay's checkout would hand the page.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";
import { simulatedPaymentProvider } from "./providers";

export type SimulatedOutcome = "success" | "failure";

export type SimulatedCheckoutResult =
  | { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | {
      error: {
        code: string;
        description: string;
        source: "customer";
        step: string;
        reason: string;
        metadata: { order_id: string; payment_id: string };
      };
    };

export async function simulatePayment(
  user: SessionUser,
  orderId: string,
  outcome: SimulatedOutcome,
): Promise<SimulatedCheckoutResult> {
  const provider = simulatedPaymentProvider();
  if (!provider)
    throw AppError.notFound("Test-mode payments are off: this deployment uses Razorpay.");
  const order = await db().paymentOrder.findFirst({
    where: { providerOrderId: orderId, userId: user.id },
    select: { status: true },
  });
  if (!order) throw AppError.notFound("Unknown order.");
  if (order.status !== "created" && order.status !== "failed")
    throw AppError.conflict("This order is already paid.");

  if (outcome === "failure") {
    await db().paymentOrder.updateMany({
      where: { providerOrderId: orderId, status: "created" },
      data: { status: "failed", failureReason: "Payment declined in test mode" },
    });
    return {
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "Payment declined in test mode",
        source: "customer",
        step: "payment_authorization",
        reason: "payment_failed",
        metadata: { order_id: orderId, payment_id: "" },
      },
    };
  }
  const { paymentId, signature } = provider.signSuccessfulPayment(orderId);
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  };
}
