// POST /api/v1/payments/verify: the checkout's answer; credits the coins once the signature holds.
import { paymentsRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { formatCount } from "@/lib/format/coins";
import {
  DUPLICATE_PAYMENT_REFUNDING,
  verifyCheckoutPayment,
} from "@/lib/server/payments/verify-payment";

export const POST = apiRoute(paymentsRoutes.verify, async ({ caller, body }) => {
  const result = await verifyCheckoutPayment(caller.user, body);
  const message = result.duplicatePayment
    ? DUPLICATE_PAYMENT_REFUNDING
    : result.alreadyCredited
      ? "This payment has already been credited."
      : result.debtRepaid > 0
        ? `${formatCount(result.coinsAdded)} coins added; ${formatCount(result.debtRepaid)} of them repaid what your wallet owed`
        : `${formatCount(result.coinsAdded)} coins added`;
  return reply(result, { message });
});
