// A booking as the API answers it (SPEC.md section 3: Booking and Active booking), shared by the
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
}
