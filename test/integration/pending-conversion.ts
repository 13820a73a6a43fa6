// An organization's conversion waiting for an admin, made through the real API: a verified
// organization that earned coins, set EUR payout details (an IBAN) and asked for `amount` coins.
import { POST as create } from "@/app/api/v1/conversions/route";
import { PUT as savePayout } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import type { ConversionOutcome } from "@/lib/schemas/conversions";
import { db } from "@/lib/server/db/client";
import { signedIn, verifiedByAdmin } from "./accounts";
import { call } from "./http";
import { earn } from "./marketplace";

const IBAN = {
  method: "iban",
  holderName: "Mara Quill",
  iban: "DE89 3704 0044 0532 0130 00",
};

export async function pendingConversion(options: { earned: number; amount: number }) {
  const org = await signedIn("org");
  await verifiedByAdmin(org.user.id);
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  await earn(profile.id, options.earned);
  const saved = await call(savePayout, "/api/v1/org/payout-accounts/EUR", {
    method: "PUT",
    bearer: org.token,
    params: { currency: "EUR" },
    body: IBAN,
  });
  if (saved.status !== 200)
    throw new Error(`payout details refused: ${JSON.stringify(saved.body)}`);
  const made = await call<ConversionOutcome>(create, "/api/v1/conversions", {
    bearer: org.token,
    body: { amount: options.amount, currency: "EUR" },
  });
  if (made.status !== 201) throw new Error(`conversion refused: ${JSON.stringify(made.body)}`);
  return { org, organizationId: profile.id, conversionId: made.body.data!.conversion.id };
}
