// The six moderation routes (approve, request changes, reject; of a service or of an edit of a
// live one) differ only in what they decide: one handler makes each.
import "server-only";
import { reply } from "./route";
import type { Caller } from "@/lib/server/auth/caller";
import type { ServiceDecision } from "@/lib/server/mail/service-emails";
import { decideService, decideServiceChange } from "@/modules/services/server/moderate-services";

const MESSAGES: Record<"service" | "change", Record<ServiceDecision, string>> = {
  service: {
    approved: "Service Approved",
    changes_requested: "Changes Requested",
    rejected: "Service Rejected",
  },
  change: {
    approved: "Changes Approved",
    changes_requested: "Changes Requested",
    rejected: "Changes Rejected",
  },
};

interface DecisionContext {
  caller: Caller;
  params: { id: string };
  /** Request changes carries a note, reject a reason, approve nothing. */
  body: { note: string } | { reason: string } | undefined;
}

export function decisionHandler(target: "service" | "change", decision: ServiceDecision) {
  return async ({ caller, params, body }: DecisionContext) => {
    const note = body ? ("note" in body ? body.note : body.reason) : null;
    const decided = { decision, note };
    const view =
      target === "service"
        ? await decideService(caller, { serviceId: params.id, ...decided })
        : await decideServiceChange(caller, { changeId: params.id, ...decided });
    return reply(view, { message: MESSAGES[target][decision] });
  };
}
