// A booking as the API answers it (docs/spec.md section 3: Booking and Active booking), shared by the
// server that builds it and the screens that show it.

export type BookingStatus = "active" | "completed" | "cancelled";

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
  expiresAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  /** Until when the user may still cancel it; null once that is no longer possible. */
  cancellableUntil: string | null;
  /**
   * The customer's stars for this booking, or null: to the customer also while held (written
   * before delivery), to the organization only once public (delivered).
   */
  rating: number | null;
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
  /** Coins the organization receives when it completes: totalAmount less commissionCoins. */
  netCoins: number;
}
