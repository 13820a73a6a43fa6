// Every route that creates an order or moves coins says how a repeated request is kept from doing
// it twice (RouteDefinition.idempotency), and the API reference says it in the same words on each:
// either it honours an Idempotency-Key, or why it needs none.
import type { RouteDefinition } from "./define";

export type Idempotency = "key" | { none: string };

export const IDEMPOTENCY_KEY_HONOURED =
  "**Idempotency-Key:** honoured. A repeat of the request with its key answers the first result again (the same 201, with the header `Idempotent-Replayed: true`) and makes or moves nothing; the key with a different request is refused (422 `idempotency_key_reused`). Keys are per account.";

export const IDEMPOTENCY_KEY_NOT_READ = "**Idempotency-Key:** not read.";

/** Why a route acting on one thing needs no key: it can happen to that thing once. */
export const oncePer = (thing: string, refusal: string) => ({
  none: `It acts on one ${thing}, and only once: a repeat answers ${refusal} and moves nothing.`,
});

/** The sentence the route's reference carries; null for a route that moves no coins. */
export function idempotencyNote(route: Pick<RouteDefinition, "idempotency">): string | null {
  if (!route.idempotency) return null;
  if (route.idempotency === "key") return IDEMPOTENCY_KEY_HONOURED;
  return `${IDEMPOTENCY_KEY_NOT_READ} ${route.idempotency.none}`;
}
