// Who is asking, for the length of one API request: the audit log reads it wherever an entry is
// written (a domain function or the ledger's writer), so every entry carries its request id,
// address and the role its actor acted as without each call passing them along.
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestScope {
  requestId: string;
  address: string;
  actorId: string | null;
  actorRole: string | null;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The current API request's scope; undefined outside one (scripts, the sweep, sign-in pages). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
