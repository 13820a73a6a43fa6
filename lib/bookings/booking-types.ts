// A booking as the API answers it (docs/spec.md section 3: Booking and Active booking), shared by the
// server that builds it and the screens that show it.

/**
 * active: paid into escrow, waiting for the delivery until dueAt; delivered: the customer accepts
 * or reports a problem until acceptBy; disputed: settled by its dispute; completed: the
 * organization was paid; cancelled: every coin went back to the customer.
 */
export const BOOKING_STATUSES = [
  "active",
  "delivered",
  "disputed",
  "completed",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Why a cancelled booking's coins went back, when not an ordinary cancellation. */
export type BookingRefundReason = "not_delivered" | "cancel_request" | "dispute";
/** How a completed booking came to pay its organization. */
export type BookingCompletion = "accepted" | "acceptance_window" | "dispute";

/** The customer's request to cancel after the free window, and the organization's answer. */
interface CancelRequestView {
  requestedAt: string;
  reason: string;
  declinedAt: string | null;
  declineReason: string | null;
}

/** The organization's delivery: what it said and the files it attached (site paths). */
export interface DeliveryView {
  deliveredAt: string;
  message: string;
  files: string[];
  /** The end of the customer's window to accept or report a problem. */
  acceptBy: string;
}

/** Why the customer disputes a booking. */
export const DISPUTE_REASONS = ["not_delivered", "not_as_described", "quality", "other"] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/**
 * awaiting_organization: the organization answers by respondBy; awaiting_customer: it offered a
 * refund, the customer accepts it or asks an admin by respondBy; awaiting_admin: an admin decides
 * (an offer made stays acceptable); resolved: final.
 */
export const DISPUTE_STATUSES = [
  "awaiting_organization",
  "awaiting_customer",
  "awaiting_admin",
  "resolved",
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** release: every coin to the organization; refund: every coin back; split: refundCoins back. */
export const DISPUTE_OUTCOMES = ["release", "refund", "split"] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** Who ended a dispute: an admin's decision, the customer accepting the offer, or withdrawing. */
export const DISPUTE_RESOLVERS = ["admin", "offer", "customer"] as const;
export type DisputeResolver = (typeof DISPUTE_RESOLVERS)[number];

/** A booking's dispute as its customer and its organization read it. */
export interface DisputeView {
  id: string;
  status: DisputeStatus;
  reason: DisputeReason;
  /** The customer's statement and files (site paths). */
  statement: string;
  files: string[];
  createdAt: string;
  /** Until when the side it waits for may answer (null once an admin decides or it is resolved). */
  respondBy: string | null;
  /** The organization's answer, once it gave one. */
  orgStatement: string | null;
  orgFiles: string[];
  orgRespondedAt: string | null;
  /** Coins the organization offered back to the customer (1 to the price), if it offered. */
  offerCoins: number | null;
  offeredAt: string | null;
  /** When it went to an admin. */
  escalatedAt: string | null;
  outcome: DisputeOutcome | null;
  /** Coins the outcome gave back to the customer. */
  refundCoins: number | null;
  resolvedBy: DisputeResolver | null;
  /** The admin's reasons for a decision. */
  decisionNote: string | null;
  resolvedAt: string | null;
}

/**
 * The customer's answer to one of the service's questions when booking, with the question as it
 * was asked (a later edit of the question leaves it as it was): a text or a file (a site path).
 */
export interface BookingAnswer {
  questionId: string;
  prompt: string;
  kind: "text" | "file";
  text: string | null;
  file: string | null;
}

export interface BookingView {
  id: string;
  bookingReference: string;
  serviceId: string;
  serviceTitle: string;
  organization: string;
  organizationId: string;
  /** Who booked it: the organization needs a name to deliver to. */
  customerName: string;
  totalAmount: number;
  quantity: number;
  status: BookingStatus;
  createdAt: string;
  /** When the organization must have delivered; undelivered by then, every coin goes back. */
  dueAt: string;
  delivery: DeliveryView | null;
  completedAt: string | null;
  completion: BookingCompletion | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  refundReason: BookingRefundReason | null;
  /** Coins a dispute gave back to the customer of a completed booking. */
  refundedCoins: number;
  cancelRequest: CancelRequestView | null;
  /** The customer's dispute of this booking, open or resolved; null when there is none. */
  dispute: DisputeView | null;
  /** Until when the user may still cancel it; null once that is no longer possible. */
  cancellableUntil: string | null;
  /**
   * The customer's stars for this booking, or null: to the customer also while held (written
   * before delivery), to the organization only once public (delivered).
   */
  rating: number | null;
  /** The other side's messages in the booking's thread that the reader has not marked read. */
  unreadMessages: number;
  /** The brief: the customer's answers to the service's questions, in the questions' order. */
  answers: BookingAnswer[];
}

/**
 * A booking as its organization sees it: the price (gross), and the platform's commission and
 * what the organization receives (net), both as fixed when it was booked. A completed booking
 * paid exactly these; a cancelled one paid nothing (the customer got the whole price back).
 */
export interface OrgBookingView extends BookingView {
  /** The commission's rate when booked, in basis points (1500 = 15%). */
  commissionBps: number;
  /** Coins the platform keeps when the booking completes. */
  commissionCoins: number;
  /** Coins the organization receives when it completes: totalAmount less refundedCoins and commissionCoins. */
  netCoins: number;
}
