// What each notification says and where it leads: one sentence in the product's words, and the
// site path of the screen where its reader acts on it. Plain (no server code), so the flows that
// write notifications and the tests that check them build the same texts.
import { formatCoins } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";
import type { Currency } from "@/lib/money/currencies";

/** A booking as its notifications name it. */
export interface BookingFacts {
  reference: string;
  serviceTitle: string;
  customerName: string;
  organizationName: string;
}

/** The customer's bookings of one state: the list opens on that tab. */
export const customerBookingsHref = (
  status: "active" | "delivered" | "disputed" | "completed" | "cancelled",
) => `/bookings?status=${status}`;

/** The organization's bookings, on its dashboard (the list keeps its filter on the page). */
export const ORG_BOOKINGS_HREF = "/dashboard/org#org-bookings-title";

const named = (booking: BookingFacts) => `${booking.reference} ("${booking.serviceTitle}")`;

export const bookingTexts = {
  made: (b: BookingFacts) =>
    `New booking ${b.reference}: "${b.serviceTitle}" by ${b.customerName}.`,
  cancelledByCustomer: (b: BookingFacts) => `${b.customerName} cancelled booking ${named(b)}.`,
  cancelledByOrganization: (b: BookingFacts) =>
    `${b.organizationName} cancelled your booking ${named(b)}: every coin is back in your wallet.`,
  cancelRequestAccepted: (b: BookingFacts) =>
    `${b.organizationName} accepted your request to cancel booking ${named(b)}: every coin is back in your wallet.`,
  cancelledByAdminCustomer: (b: BookingFacts) =>
    `Booking ${named(b)} was cancelled by Coinmarket: every coin is back in your wallet.`,
  cancelledByAdminOrganization: (b: BookingFacts) =>
    `Booking ${named(b)} was cancelled by Coinmarket: its coins went back to ${b.customerName}.`,
  notDeliveredCustomer: (b: BookingFacts) =>
    `Booking ${named(b)} was not delivered by its due date: every coin is back in your wallet.`,
  notDeliveredOrganization: (b: BookingFacts) =>
    `Booking ${named(b)} passed its due date undelivered: its coins went back to ${b.customerName}.`,
  cancelRequested: (b: BookingFacts) =>
    `${b.customerName} asks to cancel booking ${named(b)}: accept or decline.`,
  cancelDeclined: (b: BookingFacts) =>
    `${b.organizationName} declined your request to cancel booking ${named(b)}.`,
  delivered: (b: BookingFacts) =>
    `${b.organizationName} delivered booking ${named(b)}: accept it or report a problem.`,
  acceptanceReminder: (b: BookingFacts) =>
    `Booking ${named(b)} completes by itself within a day unless you report a problem.`,
  accepted: (b: BookingFacts) => `${b.customerName} accepted your delivery of booking ${named(b)}.`,
  completedByWindow: (b: BookingFacts) =>
    `Booking ${named(b)} is complete: its acceptance window ended.`,
};

export const disputeTexts = {
  opened: (b: BookingFacts) =>
    `${b.customerName} reported a problem with booking ${named(b)}: answer the dispute.`,
  offer: (b: BookingFacts, coins: number) =>
    `${b.organizationName} offered ${formatCoins(coins)} back on your dispute of booking ${named(b)}.`,
  responded: (b: BookingFacts) =>
    `${b.organizationName} answered your dispute of booking ${named(b)}: an admin decides it now.`,
  awaitingAdmin: (b: BookingFacts) =>
    `The dispute of booking ${named(b)} is waiting for an admin's decision.`,
  decidedCustomer: (b: BookingFacts, backToCustomer: number) =>
    backToCustomer > 0
      ? `An admin decided your dispute of booking ${named(b)}: ${formatCoins(backToCustomer)} back to your wallet.`
      : `An admin decided your dispute of booking ${named(b)}: the organization is paid.`,
  decidedOrganization: (b: BookingFacts, toOrganization: number) =>
    toOrganization > 0
      ? `An admin decided the dispute of booking ${named(b)}: ${formatCoins(toOrganization)} to your earnings.`
      : `An admin decided the dispute of booking ${named(b)}: every coin back to the customer.`,
  offerAccepted: (b: BookingFacts) =>
    `${b.customerName} accepted your offer on booking ${named(b)}: the dispute is closed.`,
  withdrawn: (b: BookingFacts) =>
    `${b.customerName} withdrew the dispute of booking ${named(b)}: the booking is complete.`,
};

/** One dispute on the admin's screen. */
export const adminDisputeHref = (disputeId: string) => `/admin/disputes/${disputeId}`;

/** The organization's conversions, on its convert page. */
export const ORG_CONVERSIONS_HREF = "/org/convert#history-heading";
/** The admin's conversions waiting for a decision. */
export const ADMIN_PENDING_CONVERSIONS_HREF = "/admin/conversions?status=pending";

export const conversionTexts = {
  requested: (organizationName: string, coins: number) =>
    `${organizationName} asks to convert ${formatCoins(coins)}.`,
  approved: (coins: number) =>
    `Your conversion of ${formatCoins(coins)} was approved: its payout has started.`,
  rejected: (coins: number) =>
    `Your conversion of ${formatCoins(coins)} was rejected: the coins are back in your earnings.`,
  paid: (coins: number, payout: { minor: number; currency: Currency }) =>
    `Your conversion of ${formatCoins(coins)} was paid: ${formatMinor(payout.minor, payout.currency)} sent.`,
  payoutFailed: (coins: number) =>
    `The payout of your conversion of ${formatCoins(coins)} failed: the coins are back in your earnings.`,
};

/** The organization's services. */
export const ORG_SERVICES_HREF = "/org/services";

export type ServiceDecisionWord = "approved" | "changes_requested" | "rejected";

const SERVICE_DECIDED: Record<ServiceDecisionWord, (title: string) => string> = {
  approved: (title) => `"${title}" was approved: it is live in the catalogue.`,
  changes_requested: (title) => `"${title}" needs changes before it can go live.`,
  rejected: (title) => `"${title}" was rejected.`,
};

const SERVICE_CHANGE_DECIDED: Record<ServiceDecisionWord, (title: string) => string> = {
  approved: (title) => `Your change to "${title}" was approved: it is live.`,
  changes_requested: (title) => `Your change to "${title}" needs more changes.`,
  rejected: (title) => `Your change to "${title}" was rejected: the service stays as it was.`,
};

export const serviceTexts = {
  decided: (decision: ServiceDecisionWord, title: string) => SERVICE_DECIDED[decision](title),
  changeDecided: (decision: ServiceDecisionWord, title: string) =>
    SERVICE_CHANGE_DECIDED[decision](title),
  submitted: (title: string, organizationName: string) =>
    `New service to review: "${title}" by ${organizationName}.`,
  changeSubmitted: (title: string, organizationName: string) =>
    `${organizationName} changed "${title}": review the change.`,
};

/** The admin's services queue of one kind. */
export const adminServicesHref = (status: "pending" | "pending_change") =>
  `/admin/services?status=${status}`;

export const organizationTexts = {
  verified: (name: string) => `${name} is verified: you can now convert your coins to money.`,
};

export const ORG_DASHBOARD_HREF = "/dashboard/org";

export const reviewTexts = {
  received: (review: { serviceTitle: string; rating: number; customerName: string }) =>
    `New review of "${review.serviceTitle}": ${review.rating} ${review.rating === 1 ? "star" : "stars"} from ${review.customerName}.`,
};

/** One review among the organization's reviews, on its dashboard. */
export const orgReviewHref = (reviewId: string) => `/dashboard/org#org-review-${reviewId}`;

/** A top-up's payment as its notifications name it. */
export interface PaymentFacts {
  amountMinor: number;
  currency: Currency;
}

const paid = (payment: PaymentFacts) => formatMinor(payment.amountMinor, payment.currency);

export const paymentTexts = {
  received: (payment: PaymentFacts, coins: number) =>
    `${formatCoins(coins)} added to your wallet: your payment of ${paid(payment)} was received.`,
  refunded: (payment: PaymentFacts, coins: number) =>
    `Your payment of ${paid(payment)} was refunded: its ${formatCoins(coins)} left your wallet.`,
  chargebackOpened: (payment: PaymentFacts, heldCoins: number) =>
    heldCoins > 0
      ? `Your bank disputes your payment of ${paid(payment)}: ${formatCoins(heldCoins)} are set aside until it decides.`
      : `Your bank disputes your payment of ${paid(payment)}.`,
  chargebackWon: (payment: PaymentFacts, releasedCoins: number) =>
    releasedCoins > 0
      ? `The bank closed the dispute of your payment of ${paid(payment)}: ${formatCoins(releasedCoins)} are back in your wallet.`
      : `The bank closed the dispute of your payment of ${paid(payment)}.`,
  chargebackLost: (payment: PaymentFacts, taken: { recovered: number; debt: number }) =>
    taken.debt > 0
      ? `The bank decided the dispute of your payment of ${paid(payment)} for the card: ${formatCoins(taken.recovered)} taken back, ${formatCoins(taken.debt)} owed.`
      : `The bank decided the dispute of your payment of ${paid(payment)} for the card: ${formatCoins(taken.recovered)} taken back.`,
  adminChargebackOpened: (payment: PaymentFacts, providerOrderId: string) =>
    `A chargeback of ${paid(payment)} was opened on order ${providerOrderId}.`,
  adminRefundFailed: (payment: PaymentFacts, providerOrderId: string) =>
    `A second payment of ${paid(payment)} for order ${providerOrderId} could not be refunded: refund it by hand.`,
};

/** A top-up's receipt. */
export const receiptHref = (orderId: string) => `/wallet/receipts/${orderId}`;
export const WALLET_HREF = "/wallet";
/** The admin's payments list, searched for one order. */
export const adminPaymentHref = (providerOrderId: string) =>
  `/admin/payments?q=${encodeURIComponent(providerOrderId)}`;
