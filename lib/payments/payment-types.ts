// A top-up order as the payment history and receipts show it, and what the payment page (/payment)
// knows about the service a link names: shared by the server that builds them and the screens that
// show them.
import type { Currency } from "@/lib/money/currencies";
import type { ServiceQuestion } from "@/modules/services/shared/schemas";
import type { PaymentOrderStatusName } from "@/lib/validations/admin-payments-values";
import type { PaymentProviderName } from "./providers";

export interface PaymentRecord {
  id: string;
  orderId: string;
  paymentId: string | null;
  refundId: string | null;
  provider: PaymentProviderName;
  /** Major units (6.02 for $6.02). */
  amount: number;
  currency: Currency;
  /** Coins per unit of the currency the order was priced at ("88.00"; "1.00" in INR). */
  rate: string;
  coins: number;
  bonus: number;
  status: PaymentOrderStatusName;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
}

export interface PaymentService {
  id: string;
  title: string;
  price: number;
  organizationId: string;
  organizationName: string;
  duration: string | null;
  /** What the organization asks when booking (its brief), asked before paying. */
  questions: ServiceQuestion[];
}

export interface PaymentCheckout {
  /** Null when the link names no service, or one that is unknown, hidden or deleted. */
  service: PaymentService | null;
  /** The caller's active booking of the service (user accounts only). */
  activeBooking: { id: string; reference: string } | null;
}
