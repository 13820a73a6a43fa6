// Step 2 of a top-up, from the browser: the checkout's signature is checked against the order id
// stored on our side, and only then are coins credited.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { balanceOf } from "@/lib/server/ledger/accounts";
import { db } from "@/lib/server/db/client";
import { creditPaidOrder } from "./credit-payment";
import { ORDER_EXPIRED } from "./order-price";
import { paymentProvider } from "./providers";

export const VERIFICATION_FAILED = "Payment verification failed";
export const DUPLICATE_PAYMENT_REFUNDING =
  "This order was already paid: your second payment is being refunded.";

export interface CheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface VerifiedPayment {
  coinsAdded: number;
  alreadyCredited: boolean;
  /** A second payment of an order already paid: not credited, being refunded. */
  duplicatePayment: boolean;
  /** Coins of this top-up that repaid the wallet's debt after a lost card dispute. */
  debtRepaid: number;
  balance: number;
}

export async function verifyCheckoutPayment(
  user: SessionUser,
  response: CheckoutResponse,
): Promise<VerifiedPayment> {
  const order = await db().paymentOrder.findFirst({
    where: { providerOrderId: response.razorpay_order_id, userId: user.id },
    select: { providerOrderId: true, coins: true, bonusCoins: true },
  });
  // Someone else's order, or none: the same answer as a bad signature, nothing credited.
  if (!order) throw AppError.badRequest(VERIFICATION_FAILED);
  const valid = paymentProvider().verifyPaymentSignature(
    order.providerOrderId,
    response.razorpay_payment_id,
    response.razorpay_signature,
  );
  if (!valid) throw AppError.badRequest(VERIFICATION_FAILED);
  const result = await creditPaidOrder({
    providerOrderId: order.providerOrderId,
    providerPaymentId: response.razorpay_payment_id,
  });
  if (result.expiredOrder) throw new AppError("order_expired", ORDER_EXPIRED);
  return {
    coinsAdded: order.coins + order.bonusCoins,
    alreadyCredited: !result.credited,
    duplicatePayment: result.duplicatePayment === true,
    debtRepaid: result.debtRepaid,
    balance: await balanceOf(db(), "user_wallet", user.id),
  };
}
