// The stored proposal of a service change (the `proposed` JSON column), read through zod. The
// column is JSON, so the database does not check its shape: an older edit may predate a field,
// and a row written by hand or by a bug may hold anything.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { serviceFieldsSchema, type ServiceFields } from "@/modules/services/shared/schemas";

/** Each field may be missing (an older edit predates it); a present one must be well formed. */
const storedProposalSchema = serviceFieldsSchema.partial();
type StoredProposal = Partial<ServiceFields>;

export const UNREADABLE_PROPOSAL =
  "This change's proposed fields could not be read. Reject it or request changes so the organization can edit the service again.";

/**
 * What the change proposes, for screens and lists: a field missing from the stored proposal or
 * malformed in it shows the live value, so one bad row never fails a list (the admin sees no
 * difference for that field, and approving it is refused by `proposalToApply`).
 */
export function readProposal(raw: Prisma.JsonValue, live: ServiceFields): ServiceFields {
  const whole = storedProposalSchema.safeParse(raw);
  if (whole.success) return { ...live, ...whole.data };
  const stored = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
  const proposed: ServiceFields = { ...live };
  for (const field of Object.keys(serviceFieldsSchema.shape) as (keyof ServiceFields)[]) {
    const one = serviceFieldsSchema.shape[field].safeParse(stored[field]);
    if (one.success) Object.assign(proposed, { [field]: one.data });
  }
  return proposed;
}

/**
 * What approval writes to the live service: only a well-formed proposal, never a guess. A
 * malformed one is refused with a 409 the admin can act on (reject or request changes).
 */
export function proposalToApply(raw: Prisma.JsonValue): StoredProposal {
  const parsed = storedProposalSchema.safeParse(raw);
  if (!parsed.success) throw AppError.conflict(UNREADABLE_PROPOSAL);
  return parsed.data;
}
