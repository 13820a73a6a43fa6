// An admin approves several pending requests at once. Each is settled on its own by the one
// decision path (decideConversion: a conditional update, its coins redeemed, audited and the
// organization emailed), so one already decided, unknown, still held (its payout destination
// changed shortly before it) or of an organization whose conversions are frozen does not stop the
// others, and two bulk approvals racing over the same requests approve each exactly once.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { BulkApproval, BulkOutcome } from "@/lib/schemas/admin-conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import { decideConversion } from "./settle-conversion";

/** The 409s of one approval: frozen, held, or decided by someone else first. */
function conflictOutcome(error: AppError): BulkOutcome {
  if (error.details?.conversionsFrozen) return "frozen";
  if (error.details?.heldUntil) return "held";
  return "already_processed";
}

export async function bulkApproveConversions(
  admin: SessionUser,
  ids: readonly string[],
  context: { ip: string | undefined },
): Promise<BulkApproval> {
  const results: { id: string; outcome: BulkOutcome }[] = [];
  // One after another: each is short, and the organization's emails go out in request order.
  for (const id of ids) {
    try {
      await decideConversion({
        admin,
        id,
        decision: { decision: "approved", reason: null },
        context,
      });
      results.push({ id, outcome: "approved" });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === "conflict") results.push({ id, outcome: conflictOutcome(error) });
      else if (error.code === "not_found") results.push({ id, outcome: "not_found" });
      else if (error.code === "validation_failed") {
        results.push({ id, outcome: "no_payout_destination" });
      } else throw error;
    }
  }
  return {
    results,
    approved: results.filter((result) => result.outcome === "approved").length,
  };
}
