// The payment methods offered in the user's region and the one they prefer (used to prefill the
// checkout).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { locationOf, type RegionInfo, type RegionLocation } from "@/lib/money/region";
import { db } from "@/lib/server/db/client";
import { checkoutMethodOf, type CheckoutMethod } from "@/lib/payments/providers";
import { paymentProvider } from "./providers";

const METHOD_LABELS: Record<string, string> = {
  upi: "UPI",
  card: "Card",
  netbanking: "Net banking",
  wallet: "Wallet",
};

export interface PaymentMethods {
  /** The spec's location object (isIndia included) for the API. */
  region: RegionLocation;
  methods: { id: CheckoutMethod; label: string }[];
  preferred: { id: string; method: CheckoutMethod } | null;
}

export async function getPaymentMethods(
  userId: string,
  region: RegionInfo,
): Promise<PaymentMethods> {
  const preference = await db().paymentMethodPreference.findUnique({ where: { userId } });
  // A method the checkout no longer has is no preference.
  const method = preference ? checkoutMethodOf(preference.method) : null;
  return {
    region: locationOf(region),
    methods: paymentProvider()
      .methods(region.currency)
      .map((id) => ({ id, label: METHOD_LABELS[id] ?? id })),
    preferred: preference && method ? { id: preference.id, method } : null,
  };
}

export async function setPreferredMethod(userId: string, name: string, region: RegionInfo) {
  const method = checkoutMethodOf(name);
  if (!method || !paymentProvider().methods(region.currency).includes(method)) {
    throw new AppError("validation_failed", "This payment method is not available in your region.");
  }
  const preference = await db().paymentMethodPreference.upsert({
    where: { userId },
    create: { userId, method },
    update: { method },
  });
  return { id: preference.id, method };
}

export async function removePreferredMethod(userId: string, id: string): Promise<void> {
  const removed = await db().paymentMethodPreference.deleteMany({ where: { id, userId } });
  if (removed.count === 0) throw AppError.notFound("No such saved payment method.");
}
