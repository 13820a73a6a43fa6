// The API reference's groups, in its reading order, each with the description the reference shows
// above its routes. A route's `tag` must be one of these, so no group goes undescribed.
export const API_TAGS = {
  Accounts:
    "Sign-up, sign-in (a session cookie, or a Bearer token for API clients), password recovery, email verification and the signed-in account.",
  Services:
    "The public catalogue of services: search, filter by category, page through it and read one service with its organization and reviews.",
  Bookings:
    "A user's bookings: book a service with coins (held in escrow until you accept the delivery or its window ends), list, cancel, accept or dispute them, and review a completed one.",
  Coins:
    "The wallet and buying coins: packages, orders with the payment provider, verification of the checkout, payment methods, refunds and the provider's webhook.",
  Organizations:
    "An organization's side: its services and their bookings, its dashboard and earnings, its public profile and image uploads.",
  Moderation:
    "An admin's review of new services and of changes to listed ones: approve, ask for changes or reject.",
  Conversions:
    "Earned coins turned into money: quotes, requests and their payout accounts (organizations), decisions on them (admins).",
  Admin:
    "Running the platform: the dashboard, accounts, services, conversions, payments, settings, the audit log and its exports.",
  Health: "Liveness and the database's reachability, for load balancers; the API document itself.",
  Development: "Tools of a development server only (its mailbox); never part of a deployment.",
} as const;

export type ApiTag = keyof typeof API_TAGS;
