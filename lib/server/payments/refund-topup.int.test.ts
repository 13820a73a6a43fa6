// POST /api/v1/payments/refund names the order by our id (the `id` the admin's payments list and
// the wallet's entries show), and still by the provider's order id that earlier callers send; an
// id that names no order is a 404 that says so.
import { describe, expect, it } from "vitest";
import { POST as refundRoute } from "@/app/api/v1/payments/refund/route";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { chargebackTestHooks, paidTopUp, walletBalance } from "@/test/integration/chargebacks";
import { call } from "@/test/integration/http";
import { UNKNOWN_ORDER } from "./refund-topup";

chargebackTestHooks();

interface Refund {
  orderId: string;
  providerOrderId: string;
  status: string;
  refundId: string;
  coinsRemoved: number;
}

const refund = (token: string, orderId: string) =>
  call<Refund>(refundRoute, "/api/v1/payments/refund", { bearer: token, body: { orderId } });

describe("POST /api/v1/payments/refund", () => {
  it("refunds the order our id names, and answers with both its ids", async () => {
    const admin = await signedIn("admin");
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);

    const answer = await refund(admin.token, topUp.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      orderId: topUp.id,
      providerOrderId: topUp.providerOrderId,
      status: "refunded",
      refundId: expect.any(String),
      coinsRemoved: topUp.coins + topUp.bonus,
    });
    expect(await walletBalance(buyer.user.id)).toBe(0);
    expect(await db().paymentOrder.findUniqueOrThrow({ where: { id: topUp.id } })).toMatchObject({
      status: "refunded",
      providerRefundId: answer.body.data!.refundId,
    });
  });

  it("refunds the order the provider's order id names", async () => {
    const admin = await signedIn("admin");
    const buyer = await signedIn("user");
    const topUp = await paidTopUp(buyer);

    const answer = await refund(admin.token, topUp.providerOrderId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      orderId: topUp.id,
      providerOrderId: topUp.providerOrderId,
    });
    expect((await refund(admin.token, topUp.id)).body.error?.message).toBe(
      "This top-up has already been refunded.",
    );
  });

  it("answers 404 with what to check for an id that names no order", async () => {
    const admin = await signedIn("admin");
    const answer = await refund(admin.token, "cm3x7k2p90001qz8h4t6v2b1d");
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: "not_found", message: UNKNOWN_ORDER });
  });
});
