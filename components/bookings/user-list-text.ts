import type { EmptyList } from "./booking-list-text";

/** The user's empty lists (/bookings). */
export const USER_EMPTY_LIST: EmptyList = {
  texts: {
    all: {
      title: "No bookings yet",
      description: "Services you book with your coins will show up here.",
    },
    active: {
      title: "No active bookings",
      description: "Bookings stay here until they are delivered or cancelled.",
    },
    delivered: {
      title: "No deliveries to check",
      description:
        "Delivered bookings wait here for you to accept them or report a problem; your coins stay in escrow meanwhile.",
    },
    disputed: {
      title: "No bookings in dispute",
      description: "Bookings you report a problem with stay here until the dispute is settled.",
    },
    completed: {
      title: "No completed bookings",
      description: "Bookings move here once you accept the delivery, or its time to accept ends.",
    },
    cancelled: {
      title: "No cancelled bookings",
      description: "Bookings you or an organization cancel show up here, with the coins refunded.",
    },
  },
  showAll: "Show All Bookings",
};
