// POST /api/v1/payments/verify: the checkout's answer; credits the coins once the signature holds.
import { paymentRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { formatCount } from "@/lib/format/coins";
import {
  DUPLICATE_PAYMENT_REFUNDING,
  verifyCheckoutPayment,
} from "@/lib/server/payments/verify-payment";

export const POST = apiRoute(paymentRoutes.verify, async ({ caller, body, client }) => {
  const result = await verifyCheckoutPayment(caller.user, body, client.origin);
  const message = result.duplicatePayment
    ? DUPLICATE_PAYMENT_REFUNDING
    : result.alreadyCredited
      ? "This payment has already been credited."
      : result.debtRepaid > 0
        ? `${formatCount(result.coinsAdded)} coins added; ${formatCount(result.debtRepaid)} of them repaid what your wallet owed`
        : `${formatCount(result.coinsAdded)} coins added`;
  return reply(result, { message });
});
