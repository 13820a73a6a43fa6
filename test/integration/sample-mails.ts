// The details tests fill the booking and receipt mail templates with, when what a mail says does
// not matter, only that one of its kind is queued.
import type { BookingMailDetails, ReceiptDetails } from "@/lib/server/mail/templates";

export const SAMPLE_BOOKING = {
  reference: "BK-1234",
  serviceTitle: "Logo design",
  coins: 250,
  organizationName: "Studio",
  customerName: "Buyer",
  url: "http://localhost:3000/bookings",
} satisfies BookingMailDetails;

export const SAMPLE_RECEIPT = {
  name: "Buyer",
  amount: "₹100.00",
  currency: "INR",
  coins: 100,
  bonus: 0,
  orderId: "order_1",
  paymentId: "pay_1",
  paidAt: new Date("2026-11-20T10:00:00Z"),
  receiptUrl: "http://localhost:3000/payments",
} satisfies ReceiptDetails;
