// One interface for every payment provider: Razorpay, or the simulated test mode.
import "server-only";
import type { CheckoutMethod } from "@/lib/payments/providers";
import type { Currency } from "@/lib/money/currencies";

type ProviderName = "razorpay" | "simulated";

interface CreateOrderInput {
  /** Minor units (paise, cents): the amount x 100. */
  amountMinor: number;
  currency: Currency;
  /** Our own order id, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
}

export interface PaymentProvider {
  name: ProviderName;
  /** The public key the browser's checkout is opened with. */
  keyId: string;
  createOrder(input: CreateOrderInput): Promise<{ id: string }>;
  /** HMAC-SHA256 of "order_id|payment_id" with the key secret. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  refund(
    paymentId: string,
    amountMinor: number,
    notes: Record<string, string>,
  ): Promise<{ id: string }>;
  /**
   * The payment methods offered to a buyer paying in the currency (the region's), for the
   * preference and to prefill checkout.
   */
  methods(currency: Currency): readonly CheckoutMethod[];
}
