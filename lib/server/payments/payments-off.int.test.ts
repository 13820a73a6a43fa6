// A database deployment without Razorpay keys and without PAYMENTS_MODE=test has no payment
// provider: the simulated checkout there would let any user sign their own payments and mint
// coins. `npm start` refuses to run so; if the app is started another way, payments still refuse.
import { describe, expect, it } from "vitest";

process.env.PAYMENTS_MODE = "";
delete process.env.RAZORPAY_KEY_ID;
delete process.env.RAZORPAY_KEY_SECRET;

const { POST: createOrder } = await import("@/app/api/v1/payments/orders/route");
const { POST: simulatedPay } = await import("@/app/api/v1/payments/simulated/pay/route");
const { signedIn } = await import("@/test/integration/accounts");
const { call } = await import("@/test/integration/http");
const { db } = await import("@/lib/server/db/client");

describe("payments on a database deployment without keys", () => {
  it("refuses to create an order, with 503 and a clear message", async () => {
    const { token } = await signedIn("user");
    const response = await call(createOrder, "/api/v1/payments/orders", {
      bearer: token,
      body: { amount: 500, purpose: "coin_purchase", currency: "INR" },
    });
    expect(response.status).toBe(503);
    expect(response.body.error).toEqual({
      code: "service_unavailable",
      message: "Payments are not available on this server right now.",
    });
    expect(await db().paymentOrder.count()).toBe(0);
  });

  it("refuses to sign a simulated payment", async () => {
    const { token } = await signedIn("user");
    const response = await call(simulatedPay, "/api/v1/payments/simulated/pay", {
      bearer: token,
      body: { orderId: "order_made_up", outcome: "success" },
    });
    expect(response.status).toBe(503);
    expect(response.body.error?.code).toBe("service_unavailable");
    expect(await db().ledgerTransfer.count({ where: { kind: "topup" } })).toBe(0);
  });
});
