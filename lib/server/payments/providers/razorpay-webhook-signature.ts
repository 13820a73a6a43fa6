// Razorpay's webhook signature, as Razorpay and RazorpayX both sign their deliveries: checked
// with the SDK's own utility. Without a secret no delivery is trusted.
import "server-only";
import { validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";

export function razorpayWebhookSignatureValid(
  rawBody: string,
  signature: string,
  secret: string | undefined,
): boolean {
  if (!secret) return false;
  try {
    return validateWebhookSignature(rawBody, signature, secret);
  } catch {
    return false;
  }
}
