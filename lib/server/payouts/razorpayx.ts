// RazorpayX Payouts over plain REST (fetch, Basic auth with the key id and secret): a contact for
// the organization, a fund account for the request's destination (a bank account or a UPI ID),
// then the payout from the business account, with the request's id as its reference and as the
// X-Payout-Idempotency key, so a repeat creates nothing more. RazorpayX pays rupees only: other
// currencies are paid by hand (the "manual" provider). Its webhooks are signed like Razorpay's.
import "server-only";
import { errorText, logger } from "@/lib/server/observability/logger";
import { razorpayWebhookSignatureValid } from "@/lib/server/payments/providers/razorpay-webhook-signature";
import { PayoutOutcomeUnknown, type PayoutOrder, type PayoutProvider } from "./types";

export interface RazorpayXSettings {
  keyId: string;
  keySecret: string;
  /** The RazorpayX business account the payouts are sent from. */
  accountNumber: string;
  webhookSecret?: string;
  /** https://api.razorpay.com, or a local stand-in in tests. */
  apiUrl: string;
}

/** A call that did not answer (a timeout, a dropped connection) or answered a server error. */
class Unanswered extends Error {}
/** An answer that refuses the call: nothing was made. */
class Refused extends Error {}

const TIMEOUT_MS = 15_000;
/** RazorpayX's narration: 30 characters at most, letters, digits and spaces. */
const NARRATION = "Coinmarket conversion";

interface ErrorBody {
  error?: { description?: unknown };
}

function describe(body: unknown, status: number): string {
  const description = (body as ErrorBody | null)?.error?.description;
  return typeof description === "string" && description
    ? description.slice(0, 300)
    : `RazorpayX answered ${status}`;
}

/** The destination as RazorpayX's fund account takes it; null for methods it does not pay. */
function fundAccountOf(order: PayoutOrder) {
  if (order.method === "bank_account") {
    return {
      account_type: "bank_account",
      bank_account: {
        name: order.holderName,
        ifsc: order.details.ifsc ?? "",
        account_number: order.details.accountNumber ?? "",
      },
      mode: "IMPS",
    } as const;
  }
  if (order.method === "upi") {
    return { account_type: "vpa", vpa: { address: order.details.upiId ?? "" }, mode: "UPI" };
  }
  return null;
}

export function razorpayxProvider(settings: RazorpayXSettings): PayoutProvider {
  const base = settings.apiUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new Unanswered(`RazorpayX did not answer ${path}`, { cause });
    }
    const answer: unknown = await response.json().catch(() => null);
    // 409 (the same key still in flight) and 429 say nothing of whether the payout exists.
    if (response.status >= 500 || response.status === 409 || response.status === 429) {
      throw new Unanswered(describe(answer, response.status));
    }
    if (!response.ok) throw new Refused(describe(answer, response.status));
    const id = (answer as { id?: unknown } | null)?.id;
    if (typeof id !== "string" || !id)
      throw new Unanswered(`RazorpayX answered ${path} with no id`);
    return id;
  }

  return {
    name: "razorpayx",
    pays: (currency, method) =>
      currency === "INR" && (method === "bank_account" || method === "upi"),
    async startPayout(order) {
      const destination = fundAccountOf(order);
      if (order.currency !== "INR" || !destination) {
        return {
          outcome: "refused",
          reason: "RazorpayX pays rupees to a bank account or UPI ID only.",
        };
      }
      // Until the payout itself is asked for, nothing can have been sent: any failure refuses it.
      let fundAccountId: string;
      try {
        const contactId = await post("/v1/contacts", {
          name: order.organizationName.slice(0, 50),
          email: order.email,
          type: "vendor",
          reference_id: order.organizationId.slice(0, 40),
        });
        const { mode: _mode, ...account } = destination;
        fundAccountId = await post("/v1/fund_accounts", { contact_id: contactId, ...account });
      } catch (error) {
        if (error instanceof Refused || error instanceof Unanswered) {
          return { outcome: "refused", reason: `The payout could not be set up: ${error.message}` };
        }
        throw error;
      }
      try {
        const payoutId = await post(
          "/v1/payouts",
          {
            account_number: settings.accountNumber,
            fund_account_id: fundAccountId,
            amount: order.payoutMinor,
            currency: "INR",
            mode: destination.mode,
            purpose: "payout",
            queue_if_low_balance: true,
            reference_id: order.conversionId,
            narration: NARRATION,
            notes: { conversion_id: order.conversionId },
          },
          { "X-Payout-Idempotency": order.conversionId },
        );
        return { outcome: "started", payoutId };
      } catch (error) {
        if (error instanceof Refused) return { outcome: "refused", reason: error.message };
        if (error instanceof Unanswered) {
          logger.warn(
            { conversionId: order.conversionId, error: errorText(error) },
            "payout outcome unknown: RazorpayX did not answer",
          );
          throw new PayoutOutcomeUnknown(error.message, { cause: error });
        }
        throw error;
      }
    },
    verifyWebhookSignature(rawBody, signature) {
      return razorpayWebhookSignatureValid(rawBody, signature, settings.webhookSecret);
    },
  };
}
