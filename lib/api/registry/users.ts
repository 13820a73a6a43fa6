// /api/v1/users: the wallet, the deprecated profile pair and another account's public card.
import { accountSchema } from "@/lib/schemas/common";
import { walletBalanceSchema, walletSchema } from "@/lib/schemas/payments";
import { cursorPageQuery, idParams } from "@/lib/validations/common";
import { profileRead, profileUpdate } from "./auth";
import { defineRoute } from "./define";

/** The second profile path was announced as going away with the document's change policy. */
const PROFILE_PAIR_DEPRECATION = { since: "2026-11-26", sunset: "2027-05-26" } as const;

export const usersRoutes = {
  wallet: defineRoute({
    method: "GET",
    path: "/api/v1/users/wallet",
    tag: "Coins",
    summary: "The wallet's balance and its movements, newest first",
    permission: "wallet.read",
    query: cursorPageQuery,
    response: walletSchema,
  }),
  walletBalance: defineRoute({
    method: "GET",
    path: "/api/v1/users/wallet/balance",
    tag: "Coins",
    summary: "The wallet's balance, read fresh, and what it owes",
    description:
      "`debtCoins`: what the wallet owes after a card payment for coins was disputed and lost, once the coins had been spent. While it owes, bookings are refused (409 conflict, with `details.debtCoins`); the next top-up repays it first.",
    permission: "wallet.read",
    response: walletBalanceSchema,
  }),
  // The same account at a second path (docs/spec.md lists both); new clients use /auth/profile.
  profile: defineRoute({
    ...profileRead,
    path: "/api/v1/users/profile",
    deprecated: {
      use: "Use GET /api/v1/auth/profile: it answers the same.",
      successor: "/api/v1/auth/profile",
      ...PROFILE_PAIR_DEPRECATION,
    },
  }),
  profileUpdate: defineRoute({
    ...profileUpdate,
    path: "/api/v1/users/profile",
    deprecated: {
      use: "Use PUT /api/v1/auth/profile: it takes and answers the same.",
      successor: "/api/v1/auth/profile",
      ...PROFILE_PAIR_DEPRECATION,
    },
  }),
  user: defineRoute({
    method: "GET",
    path: "/api/v1/users/{id}",
    tag: "Accounts",
    summary: "An account: your own, or any for an admin",
    permission: "users.read",
    params: idParams,
    response: accountSchema,
    errors: ["not_found"],
  }),
};
