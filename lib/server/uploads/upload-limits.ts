// The upload allowances, apart from the image processing so that reading them (for the RateLimit
// headers of a refusal that came before counting, lib/api/uncounted-limit.ts) loads no decoder.
import "server-only";
import { enforce, type RateLimitRule } from "@/lib/server/rate-limit/rate-limit";

const TOO_MANY_REQUESTS = "Too many uploads. Please try again later";
const HOUR = 60 * 60;

/**
 * Decoding and resizing costs CPU and each upload takes storage: enough for an organization
 * filling in several services in a sitting, not for a script. Attachments count against the same
 * allowance (one account's uploads of either kind).
 */
export const UPLOAD_RULES = {
  perUser: { name: "upload:user", max: 60, windowSeconds: HOUR, message: TOO_MANY_REQUESTS },
  perAddress: { name: "upload:ip", max: 200, windowSeconds: HOUR, message: TOO_MANY_REQUESTS },
} satisfies Record<string, RateLimitRule>;

/** Counted before the body is read: a refused caller costs no bandwidth or decoding. */
export async function enforceUploadRules(uploaderId: string, address: string): Promise<void> {
  await enforce(UPLOAD_RULES.perAddress, address);
  await enforce(UPLOAD_RULES.perUser, uploaderId);
}
