// Building blocks of the API's response contracts (lib/api/registry). Each named schema carries
// an `id`, so the OpenAPI document lists it once under components.schemas.
import { z } from "zod";
import { ERROR_STATUS } from "@/lib/errors/app-error";
import { ROLES } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";

/** An instant as the API writes it: ISO 8601 in UTC (`Date.toISOString()`). */
export const isoDateTime = z.iso.datetime();

/** A whole number of coins (never fractional or negative, never above what JavaScript counts exactly). */
export const coins = z.number().int().min(0);

/** Coins moved in (+) or out (-) of an account. */
export const coinChange = z.number().int();

/** How many of something. */
export const count = z.number().int().min(0);

/** Money in minor units of its currency (paise, cents). */
export const minorUnits = z.number().int().min(0);

/** An amount in whole units of its currency (rupees, dollars). */
export const wholeUnits = z.number().int().min(1);

/** Money in major units of its currency (6.02 for $6.02). */
export const majorUnits = z.number().min(0);

/** A route that answers only a message: `data` is null. */
export const noData = z.null();

/** A cursor page of a list, newest first; `nextCursor` is null on the last page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const accountSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    isActive: z.boolean(),
    image: z.string().nullable(),
    createdAt: isoDateTime,
    organization: z.object({ id: z.string(), name: z.string() }).nullable(),
    walletBalance: coins,
    secondFactor: z.boolean().meta({
      description: "Whether the account has a second factor: an authenticator app or a passkey.",
    }),
  })
  .meta({
    id: "Account",
    description: "An account as its owner (or an admin) sees it.",
  }) satisfies z.ZodType<SessionUser>;

const errorCodes = Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS];

/** Every failure, on every route: `{ success: false, error }`. */
export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      /** Each invalid field of the request, with its path (`amount`, `items.0.id`). */
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      /** Facts for the caller's code, e.g. `shortBy` coins or `retryAfterSeconds`. */
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: "ErrorEnvelope", description: "The body of every error answer." });

/** The body of a success answer whose `data` is `data`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
