// The payment methods offered in the user's region and the one they prefer (used to prefill the
// checkout).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { locationOf, type RegionInfo, type RegionLocation } from "@/lib/money/region";
import { db } from "@/lib/server/db/client";
import { paymentProvider } from "./providers";

export const METHOD_LABELS: Record<string, string> = {
  upi: "UPI",
  card: "Card",
  netbanking: "Net banking",
  wallet: "Wallet",
};

export interface PaymentMethods {
  /** The spec's location object (isIndia included) for the API. */
  region: RegionLocation;
  methods: { id: string; label: string }[];
  preferred: { id: string; method: string } | null;
}

export async function getPaymentMethods(
  userId: string,
  region: RegionInfo,
): Promise<PaymentMethods> {
  const preference = await db().paymentMethodPreference.findUnique({ where: { userId } });
  return {
    region: locationOf(region),
    methods: paymentProvider()
      .methods(region.currency)
      .map((id) => ({ id, label: METHOD_LABELS[id] ?? id })),
    preferred: preference ? { id: preference.id, method: preference.method } : null,
  };
}

export async function setPreferredMethod(userId: string, method: string, region: RegionInfo) {
  if (!paymentProvider().methods(region.currency).includes(method)) {
    throw new AppError("validation_failed", "This payment method is not available in your region.");
  }
  const preference = await db().paymentMethodPreference.upsert({
    where: { userId },
    create: { userId, method },
    update: { method },
  });
  return { id: preference.id, method: preference.method };
}

export async function removePreferredMethod(userId: string, id: string): Promise<void> {
  const removed = await db().paymentMethodPreference.deleteMany({ where: { id, userId } });
  if (removed.count === 0) throw AppError.notFound("No such saved payment method.");
}
