// A booking's dispute in words, as its customer and its organization read it: why it was opened,
// whose turn it is and until when, and how it ended. Pure, so the rows and their tests agree.
import type { BookingView, DisputeReason, DisputeView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";

/** The reasons as the customer chooses one (the report form's select). */
export const DISPUTE_REASON_CHOICES: Record<DisputeReason, string> = {
  not_delivered: "It was not delivered",
  not_as_described: "It is not as described",
  quality: "The quality is not acceptable",
  other: "Something else",
};

type Booking = Pick<BookingView, "organization" | "totalAmount">;

/**
 * The confirmation of a withdrawal: the coins in escrow that go to the organization, and the offer
 * given up with it while one stands.
 */
export function withdrawEffect(booking: Booking, dispute: DisputeView): string {
  const offer =
    dispute.offerCoins !== null && dispute.status !== "resolved"
      ? ` You give up its offer of ${formatCoins(dispute.offerCoins)} back.`
      : "";
  return `${formatCoins(booking.totalAmount)} go from escrow to ${booking.organization}.${offer}`;
}

/** Where the customer's dispute stands, and what happens next. */
export function customerDisputeLine(
  booking: Booking,
  dispute: DisputeView,
  style: DateStyle,
): string {
  const at = (iso: string | null) => (iso ? formatDateTime(iso, style) : "");
  switch (dispute.status) {
    case "awaiting_organization":
      return `You reported a problem on ${at(dispute.createdAt)}. ${booking.organization} has until ${at(dispute.respondBy)} to answer; after that an admin decides. Your coins stay in escrow meanwhile.`;
    case "awaiting_customer":
      return `${booking.organization} offers ${formatCoins(dispute.offerCoins ?? 0)} back. Accept the offer or ask an admin to decide by ${at(dispute.respondBy)}; after that an admin decides.`;
    case "awaiting_admin":
      return dispute.offerCoins
        ? `An admin is deciding. ${booking.organization}'s offer of ${formatCoins(dispute.offerCoins)} back still stands until then.`
        : "An admin is deciding. Your coins stay in escrow until then.";
    case "resolved":
      return `Resolved${resolverText(dispute, "user")}: ${outcomeText(booking, dispute, "user")}.`;
  }
}

/** Where a dispute of its booking stands, as the organization reads it. */
export function orgDisputeLine(booking: Booking, dispute: DisputeView, style: DateStyle): string {
  const at = (iso: string | null) => (iso ? formatDateTime(iso, style) : "");
  switch (dispute.status) {
    case "awaiting_organization":
      return `The customer reported a problem on ${at(dispute.createdAt)}. Respond by ${at(dispute.respondBy)}; after that an admin decides.`;
    case "awaiting_customer":
      return `You offered ${formatCoins(dispute.offerCoins ?? 0)} back. The customer accepts it or asks an admin by ${at(dispute.respondBy)}.`;
    case "awaiting_admin":
      return "An admin is deciding. The coins stay in escrow until then.";
    case "resolved":
      return `Resolved${resolverText(dispute, "org")}: ${outcomeText(booking, dispute, "org")}.`;
  }
}

function resolverText(dispute: DisputeView, reader: "user" | "org"): string {
  switch (dispute.resolvedBy) {
    case "admin":
      return " by an admin";
    case "offer":
      return reader === "user"
        ? " (you accepted the offer)"
        : " (the customer accepted your offer)";
    case "customer":
      return reader === "user" ? " (you withdrew it)" : " (the customer withdrew it)";
    default:
      return "";
  }
}

function outcomeText(booking: Booking, dispute: DisputeView, reader: "user" | "org"): string {
  const back = formatCoins(dispute.refundCoins ?? 0);
  if (reader === "user") {
    if (dispute.outcome === "refund") return "every coin came back to you";
    if (dispute.outcome === "split")
      return `${back} came back to you; the rest went to ${booking.organization}`;
    return `the coins went to ${booking.organization}`;
  }
  if (dispute.outcome === "refund") return "every coin went back to the customer";
  if (dispute.outcome === "split")
    return `${back} went back to the customer; you receive the rest, less the commission on it`;
  return "the coins are yours, less the commission";
}
