// Exactly once under fire: 20 paid orders, each reported 10 times at the same moment (5 verify
// calls from the browser, 5 webhook deliveries with distinct event ids), all 200 at once. Every
// payment is credited once, every wallet holds exactly its package, and the ledger balances.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createOrderRoute } from "@/app/api/v1/payments/orders/route";
import { POST as verifyRoute } from "@/app/api/v1/payments/verify/route";
import { POST as webhookRoute } from "@/app/api/v1/payments/webhook/route";
import { BASE_RATE } from "@/lib/economics/rates";
import { quoteAmount } from "@/lib/economics/top-up-quote";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { simulatedPaymentProvider } from "@/lib/server/payments/providers";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";

const PAYMENTS = 20;
const VERIFY_CALLS = 5;
const WEBHOOK_DELIVERIES = 5;
/** Packages and custom amounts, so a wrong crediting would show in the totals. */
const AMOUNTS = [100, 500, 1000, 2000, 750];

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

function simulated() {
  const provider = simulatedPaymentProvider();
  if (!provider) throw new Error("integration tests expect the simulated payment provider");
  return provider;
}

/** Deterministic shuffle (a small LCG), so a failure can be replayed. */
function shuffled<T>(items: T[], seed = 42): T[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

describe("crediting a payment exactly once", () => {
  it("credits 20 payments once each under 200 concurrent verify calls and webhook deliveries", async () => {
    const payers = await Promise.all(
      Array.from({ length: PAYMENTS }, async (_, index) => {
        const account = await signedIn("user");
        const amount = AMOUNTS[index % AMOUNTS.length]!;
        const response = await call<{ orderId: string }>(
          createOrderRoute,
          "/api/v1/payments/orders",
          { bearer: account.token, body: { amount } },
        );
        expect(response.status).toBe(201);
        const orderId = response.body.data!.orderId;
        const { paymentId, signature } = simulated().signSuccessfulPayment(orderId);
        return { account, amount, orderId, paymentId, signature };
      }),
    );

    type Outcome = { kind: "verify" | "webhook"; payer: number; status: number; credited: boolean };
    const deliveries: (() => Promise<Outcome>)[] = payers.flatMap((payer, index) => [
      ...Array.from({ length: VERIFY_CALLS }, () => async (): Promise<Outcome> => {
        const response = await call<{ alreadyCredited: boolean; coinsAdded: number }>(
          verifyRoute,
          "/api/v1/payments/verify",
          {
            bearer: payer.account.token,
            body: {
              razorpay_order_id: payer.orderId,
              razorpay_payment_id: payer.paymentId,
              razorpay_signature: payer.signature,
            },
          },
        );
        return {
          kind: "verify",
          payer: index,
          status: response.status,
          credited: response.body.data?.alreadyCredited === false,
        };
      }),
      ...Array.from({ length: WEBHOOK_DELIVERIES }, (_, delivery) => async (): Promise<Outcome> => {
        const raw = JSON.stringify({
          event: "payment.captured",
          payload: {
            payment: {
              entity: {
                id: payer.paymentId,
                order_id: payer.orderId,
                amount: payer.amount * 100,
                currency: "INR",
                status: "captured",
              },
            },
          },
        });
        const response = await call<{ handled: string }>(webhookRoute, "/api/v1/payments/webhook", {
          rawBody: raw,
          headers: {
            "x-razorpay-signature": simulated().signWebhook(raw),
            "x-razorpay-event-id": `evt_${payer.orderId}_${delivery}`,
          },
        });
        return {
          kind: "webhook",
          payer: index,
          status: response.status,
          credited: response.body.data?.handled === "credited",
        };
      }),
    ]);
    expect(deliveries).toHaveLength(PAYMENTS * (VERIFY_CALLS + WEBHOOK_DELIVERIES));

    const started = performance.now();
    const outcomes = await Promise.all(shuffled(deliveries).map((deliver) => deliver()));
    const elapsed = performance.now() - started;
    console.info(`[exactly-once] ${outcomes.length} deliveries in ${Math.round(elapsed)} ms`);

    // Every delivery should be answered 200. Soft, so that a failure here (e.g. Prisma's
    // "Unable to start a transaction in the given time" on a loaded machine) still lets the
    // money checks below say whether anything was credited twice or not at all.
    const refused = outcomes.filter((outcome) => outcome.status !== 200);
    expect
      .soft(
        refused.map((outcome) => `${outcome.kind} of payment ${outcome.payer}: ${outcome.status}`),
        `${refused.length} of ${outcomes.length} deliveries failed`,
      )
      .toEqual([]);
    for (let index = 0; index < PAYMENTS; index += 1) {
      const credits = outcomes.filter((outcome) => outcome.payer === index && outcome.credited);
      expect(credits, `payment ${index} was credited ${credits.length} times`).toHaveLength(1);
    }

    expect(await db().ledgerTransfer.count({ where: { kind: "topup" } })).toBe(PAYMENTS);
    for (const payer of payers) {
      const wallet = await db().ledgerAccount.findUniqueOrThrow({
        where: { kind_userId: { kind: "user_wallet", userId: payer.account.user.id } },
      });
      expect(Number(wallet.balance)).toBe(quoteAmount(payer.amount, "INR", BASE_RATE).total);
      const order = await db().paymentOrder.findUniqueOrThrow({
        where: { providerOrderId: payer.orderId },
      });
      expect(order).toMatchObject({ status: "paid", providerPaymentId: payer.paymentId });
    }
    expect(await db().mailOutbox.count({ where: { kind: "payment_receipt" } })).toBe(PAYMENTS);
    expect(await db().paymentWebhookEvent.count()).toBe(PAYMENTS * WEBHOOK_DELIVERIES);

    const health = await checkLedgerInvariants(db());
    expect(health.problems).toEqual([]);
    expect(health.ok).toBe(true);
  });
});
