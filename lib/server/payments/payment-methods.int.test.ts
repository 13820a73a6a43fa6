// The checkout methods follow the currency the payer's region pays in (lib/money/currencies.ts):
// outside India only cards, and the location the API answers says it is not India.
import { describe, expect, it } from "vitest";
import { regionFor } from "@/lib/money/region";
import { getPaymentMethods, setPreferredMethod } from "@/lib/server/payments/payment-methods";
import { signedIn } from "@/test/integration/accounts";

describe("payment methods outside India", () => {
  it("offers only cards in the US and the euro area, isIndia false", async () => {
    const { user } = await signedIn("user");
    for (const region of [regionFor("US", "United States"), regionFor("DE")]) {
      const methods = await getPaymentMethods(user.id, region);
      expect(methods.region).toEqual({ ...region, isIndia: false });
      expect(methods.methods).toEqual([{ id: "card", label: "Card" }]);
    }
  });

  it("refuses to save UPI as the preferred method, and saves a card", async () => {
    const { user } = await signedIn("user");
    await expect(setPreferredMethod(user.id, "upi", regionFor("US"))).rejects.toMatchObject({
      code: "validation_failed",
      status: 422,
      message: "This payment method is not available in your region.",
    });
    expect(await setPreferredMethod(user.id, "card", regionFor("FR"))).toMatchObject({
      method: "card",
    });
  });
});
