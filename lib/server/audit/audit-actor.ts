// Who an audit entry names as having acted: the user and the role they acted as, and the request
// it came with (its id, the client's address). The ledger's writer is handed one by the flow that
// moves the coins, so it never looks around for who is asking.
import "server-only";
import { currentRequestScope } from "@/lib/server/http/request-scope";

export interface AuditActor {
  /** The acting user; null when the system acts (a provider's webhook, a sweep, the seed). */
  id: string | null;
  /** The role the user acted as; null for the system. */
  role: string | null;
  /** The client's address; null outside a request. */
  address: string | null;
  /** The request's id; null outside a request. */
  requestId: string | null;
}

/** The system, outside any request: the sweeps, scripts, the demo seed, tests' fixtures. */
export const SYSTEM_ACTOR: AuditActor = Object.freeze({
  id: null,
  role: null,
  address: null,
  requestId: null,
});

/**
 * The actor of the API request this runs in, as the route wrapper recorded it (lib/api/route.ts):
 * the signed-in caller, or nobody for a webhook (then still its address and request id); the
 * system outside a request. Domain steps that move coins read it here and hand it to the flow.
 */
export function requestActor(): AuditActor {
  const scope = currentRequestScope();
  if (!scope) return SYSTEM_ACTOR;
  return {
    id: scope.actorId,
    role: scope.actorRole,
    address: scope.address,
    requestId: scope.requestId,
  };
}
