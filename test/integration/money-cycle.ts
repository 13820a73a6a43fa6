// A fraudster's cycle over HTTP, step by step: buy a package as a buyer in a country would, book
// one's own organization's service with every coin and have it completed and cleared, convert
// all the earnings at the quote shown and have an admin approve and pay it. The test files that
// use it set TRUSTED_COUNTRY_HEADER to COUNTRY_HEADER before any import (vi.hoisted).
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { PUT as settingsRoute } from "@/app/api/v1/admin/settings/route";
import { POST as confirmPayoutRoute } from "@/app/api/v1/admin/conversions/[id]/confirm-payout/route";
import { POST as approveRoute } from "@/app/api/v1/conversions/[id]/approve/route";
import { GET as quoteRoute } from "@/app/api/v1/conversions/quote/route";
import { POST as convertRoute } from "@/app/api/v1/conversions/route";
import { PUT as payoutRoute } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import { POST as orderRoute } from "@/app/api/v1/payments/orders/route";
import { POST as payRoute } from "@/app/api/v1/payments/simulated/pay/route";
import { POST as verifyRoute } from "@/app/api/v1/payments/verify/route";
import { POST as bookRoute } from "@/app/api/v1/services/[id]/book/route";
import { db } from "@/lib/server/db/client";
import { signedIn, verifiedByAdmin } from "./accounts";
import { call } from "./http";
import { deliverAndAccept } from "./deliveries";
import { clearNow, createService } from "./marketplace";

export const COUNTRY_HEADER = "x-test-country";

export type Account = Awaited<ReturnType<typeof signedIn>>;
export const routes = {
  order: orderRoute,
  pay: payRoute,
  verify: verifyRoute,
  book: bookRoute,
  payout: payoutRoute,
  quote: quoteRoute,
  convert: convertRoute,
  approve: approveRoute,
  confirmPayout: confirmPayoutRoute,
  settings: settingsRoute,
};

const PAYOUTS = {
  INR: { method: "upi", holderName: "Asha Rao", upiId: "asha.rao@okaxis" },
  EUR: { method: "iban", holderName: "Asha Rao", iban: "DE89370400440532013000" },
  USD: {
    method: "us_account",
    holderName: "Asha Rao",
    accountNumber: "000123456789",
    routingNumber: "011000015",
  },
} as const;

export function ok<T>(response: { status: number; body: { data?: T } }, status = 200): T {
  if (response.status !== status)
    throw new Error(`expected ${status}: ${JSON.stringify(response)}`);
  return response.body.data!;
}

/** Orders a package as a buyer in `country` would: the order as the API answers it. */
export async function orderPackage(buyer: Account, country: string, packageId: string) {
  return ok<{
    orderId: string;
    amountMinor: number;
    currency: string;
    coins: number;
    bonus: number;
    expiresAt: string;
  }>(
    await call(routes.order, "/api/v1/payments/orders", {
      bearer: buyer.token,
      headers: { [COUNTRY_HEADER]: country },
      body: { packageId, purpose: "coin_purchase" },
    }),
    201,
  );
}

/** Pays an order in the test checkout and sends the checkout's answer to verify. */
export async function payOrder(buyer: Account, orderId: string) {
  const checkout = ok<Record<string, string>>(
    await call(routes.pay, "/api/v1/payments/simulated/pay", {
      bearer: buyer.token,
      body: { orderId, outcome: "success" },
    }),
  );
  return call(routes.verify, "/api/v1/payments/verify", { bearer: buyer.token, body: checkout });
}

/** Buys a package as a buyer in `country` would: order, test checkout, verify. */
export async function buyPackage(buyer: Account, country: string, packageId: string) {
  const order = await orderPackage(buyer, country, packageId);
  ok(await payOrder(buyer, order.orderId));
  return db().paymentOrder.findUniqueOrThrow({ where: { providerOrderId: order.orderId } });
}

/** Books the organization's service with every coin, and the organization completes it. */
export async function bookAndComplete(buyer: Account, org: Account, price: number) {
  const organizationId = (
    await db().organizationProfile.findUniqueOrThrow({ where: { userId: org.user.id } })
  ).id;
  const service = await createService({ organizationId, price });
  const booking = ok<{ id: string }>(
    await call(routes.book, `/api/v1/services/${service.id}/book`, {
      bearer: buyer.token,
      params: { id: service.id },
      headers: { "idempotency-key": randomUUID() },
      body: { expectedPrice: price },
    }),
    201,
  );
  ok(await deliverAndAccept(org.token, buyer.token, booking.id));
  // The earnings clear (the sweep's work once the clearing period ends) before they convert.
  await db().$transaction((tx) => clearNow(tx, booking.id));
  return booking.id;
}

/**
 * Converts all the organization's earnings to `currency` at the quote it was shown; approved, and
 * its payout confirmed (paid: the coins redeemed).
 */
export async function convertAll(org: Account, admin: Account, currency: "INR" | "USD" | "EUR") {
  const earnings = await db().ledgerAccount.findUniqueOrThrow({
    where: { kind_userId: { kind: "org_earnings", userId: org.user.id } },
  });
  const amount = Number(earnings.balance);
  await verifiedByAdmin(org.user.id);
  ok(
    await call(routes.payout, `/api/v1/org/payout-accounts/${currency}`, {
      bearer: org.token,
      params: { currency },
      body: PAYOUTS[currency],
    }),
  );
  const quote = ok<{ payoutMinor: number; feeCoins: number; rate: string }>(
    await call(routes.quote, `/api/v1/conversions/quote?amount=${amount}&currency=${currency}`, {
      bearer: org.token,
    }),
  );
  const made = ok<{ conversion: { id: string; payoutMinor: number } }>(
    await call(routes.convert, "/api/v1/conversions", {
      bearer: org.token,
      headers: { "idempotency-key": randomUUID() },
      body: { amount, currency, expectedPayoutMinor: quote.payoutMinor },
    }),
    201,
  );
  expect(made.conversion.payoutMinor).toBe(quote.payoutMinor);
  ok(
    await call(routes.approve, `/api/v1/conversions/${made.conversion.id}/approve`, {
      bearer: admin.token,
      params: { id: made.conversion.id },
    }),
  );
  ok(
    await call(
      routes.confirmPayout,
      `/api/v1/admin/conversions/${made.conversion.id}/confirm-payout`,
      {
        bearer: admin.token,
        params: { id: made.conversion.id },
        // A day of the admin's zone (UTC, by the browser's cookie): today.
        headers: { cookie: "cm_tz=UTC" },
        body: { reference: "UTR0000000001", sentOn: new Date().toISOString().slice(0, 10) },
      },
    ),
  );
  return db().conversionRequest.findUniqueOrThrow({ where: { id: made.conversion.id } });
}
