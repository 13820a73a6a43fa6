// Top-ups for integration tests, through the real API in test mode: an order, the simulated
// checkout's payment, and webhook deliveries signed the way Razorpay signs them.
import { expect } from "vitest";
import { POST as createOrderRoute } from "@/app/api/v1/payments/orders/route";
import { POST as simulatedPay } from "@/app/api/v1/payments/simulated/pay/route";
import { POST as webhookRoute } from "@/app/api/v1/payments/webhook/route";
import { db } from "@/lib/server/db/client";
import { simulatedPaymentProvider } from "@/lib/server/payments/providers";
import { call } from "./http";

export { walletBalance } from "./marketplace";

export interface PayingAccount {
  token: string;
}

export interface OrderData {
  orderId: string;
  keyId: string;
  /** Major units (6.02). */
  amount: number;
  amountMinor: number;
  currency: string;
  rate: string;
  packageId: string | null;
  coins: number;
  bonus: number;
  provider: string;
}

export interface Checkout {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export function simulated() {
  const provider = simulatedPaymentProvider();
  if (!provider) throw new Error("integration tests expect the simulated payment provider");
  return provider;
}

export const createOrder = (
  account: PayingAccount,
  body: unknown,
  { ip, headers }: { ip?: string; headers?: Record<string, string> } = {},
) =>
  call<OrderData>(createOrderRoute, "/api/v1/payments/orders", {
    bearer: account.token,
    body,
    ...(ip ? { ip } : {}),
    ...(headers ? { headers } : {}),
  });

export async function orderFor(account: PayingAccount, amount = 500): Promise<OrderData> {
  const response = await createOrder(account, { amount, purpose: "coin_purchase" });
  expect(response.status).toBe(201);
  return response.body.data!;
}

/** What the checkout hands the page after a successful test-mode payment. */
export async function pay(account: PayingAccount, orderId: string): Promise<Checkout> {
  const response = await call<Checkout>(simulatedPay, "/api/v1/payments/simulated/pay", {
    bearer: account.token,
    body: { orderId, outcome: "success" },
  });
  expect(response.status).toBe(200);
  return response.body.data!;
}

export function capturedEvent(
  orderId: string,
  paymentId: string,
  overrides: { event?: string; amount?: unknown; currency?: string } = {},
) {
  return {
    event: overrides.event ?? "payment.captured",
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: orderId,
          amount: "amount" in overrides ? overrides.amount : 50000,
          currency: overrides.currency ?? "INR",
          status: overrides.event === "payment.failed" ? "failed" : "captured",
        },
      },
    },
  };
}

let eventCounter = 0;
/**
 * One webhook delivery, signed like Razorpay signs it (unless a signature is given). `raw`
 * sends exact text instead of the JSON of `event`.
 */
export function deliver(
  event: unknown,
  options: { eventId?: string | null; signature?: string; raw?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(event);
  eventCounter += 1;
  const eventId =
    options.eventId === undefined ? `evt_test_${Date.now()}_${eventCounter}` : options.eventId;
  return call<{ event: string; handled: string }>(webhookRoute, "/api/v1/payments/webhook", {
    rawBody: raw,
    headers: {
      "x-razorpay-signature": options.signature ?? simulated().signWebhook(raw),
      ...(eventId ? { "x-razorpay-event-id": eventId } : {}),
    },
  });
}

export const orderRow = (providerOrderId: string) =>
  db().paymentOrder.findUniqueOrThrow({ where: { providerOrderId } });

export const topUpsOf = (providerOrderId: string) =>
  db().ledgerTransfer.count({
    where: { kind: "topup", paymentOrder: { providerOrderId } },
  });
