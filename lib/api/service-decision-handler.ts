// The six moderation routes (approve, request changes, reject; of a service or of an edit of a
// live one) differ only in what they decide: one handler makes each.
import "server-only";
import { reply } from "./route";
import type { Caller } from "@/lib/server/auth/caller";
import type { RequestContext } from "@/lib/server/http/request-context";
import type { ServiceDecision } from "@/lib/server/mail/service-emails";
import { decideService, decideServiceChange } from "@/lib/server/org-services/moderate-services";

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
  client: RequestContext;
}

export function decisionHandler(target: "service" | "change", decision: ServiceDecision) {
  const decide = target === "service" ? decideService : decideServiceChange;
  return async ({ caller, params, body, client }: DecisionContext) => {
    const note = body ? ("note" in body ? body.note : body.reason) : null;
    const view = await decide(caller, params.id, { decision, note }, client.origin);
    return reply(view, { message: MESSAGES[target][decision] });
  };
}
