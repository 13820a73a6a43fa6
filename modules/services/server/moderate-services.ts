// Admins decide on new services and on edits of live ones: approve, request changes (a note the
// organization sees) or reject (a reason). Each decision checks the state it expects under the
// row's lock, so of two admins deciding at once one wins and the other gets 409; each is recorded
// in the audit log (who, when, the note) and mailed to the organization.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { OrgServiceView, ServiceFields } from "@/modules/services/shared/schemas";
import type { Caller } from "@/lib/server/auth/caller";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { dispatchMail, enqueueMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { serviceDecisionEmail, type ServiceDecision } from "@/lib/server/mail/service-emails";
import type { Tx } from "@/lib/server/ledger/types";
import { SERVICE_NOT_FOUND } from "./manage-services";
import { proposalToApply } from "./proposed-fields";
import { notifyServiceDecided } from "./service-notifications";
import { changedFields, liveFields, ORG_SERVICE_INCLUDE, toOrgServiceView } from "./service-view";

export const ALREADY_DECIDED = "This service was already reviewed: reload to see its state.";
const CHANGE_ALREADY_DECIDED = "This change was already reviewed: reload to see its state.";
const CHANGE_NOT_FOUND = "Change not found.";

export interface Decision {
  decision: ServiceDecision;
  /** The note (changes requested) or reason (rejected); none for an approval. */
  note: string | null;
}

const SERVICE_STATUS_AFTER: Record<ServiceDecision, "active" | "changes_requested" | "rejected"> = {
  approved: "active",
  changes_requested: "changes_requested",
  rejected: "rejected",
};

/** The fields an approved edit changes, as they were and as they become, for the audit log. */
function changedValues(live: ServiceFields, proposed: ServiceFields) {
  const fields = changedFields(live, proposed) as (keyof ServiceFields)[];
  const pick = (from: ServiceFields) =>
    Object.fromEntries(fields.map((field) => [field, from[field]])) as Partial<ServiceFields>;
  return { before: pick(live), after: pick(proposed) };
}

/**
 * After a decision: the service as it now is (one read, which also names the organization's
 * email), and the decision mailed to the organization.
 */
async function finish(
  tx: Tx,
  serviceId: string,
  decided: { decision: ServiceDecision; note: string | null; ofChange: boolean },
): Promise<{ view: OrgServiceView; mails: QueuedMail[] }> {
  const row = await tx.service.findUniqueOrThrow({
    where: { id: serviceId },
    include: {
      ...ORG_SERVICE_INCLUDE,
      organization: {
        select: { name: true, verified: true, userId: true, user: { select: { email: true } } },
      },
    },
  });
  const mail = serviceDecisionEmail({
    ...decided,
    to: row.organization.user.email,
    serviceTitle: row.title,
  });
  await notifyServiceDecided(tx, {
    organizationUserId: row.organization.userId,
    serviceTitle: row.title,
    decided,
  });
  return { view: toOrgServiceView(row), mails: [await enqueueMail(tx, mail)] };
}

/** A new (or resubmitted) service: only a pending one can be decided. */
export async function decideService(
  admin: Caller,
  { serviceId, decision, note }: Decision & { serviceId: string },
): Promise<OrgServiceView> {
  const { view, mails } = await db().$transaction(async (tx) => {
    const now = new Date();
    const updated = await tx.service.updateMany({
      where: { id: serviceId, deletedAt: null, status: "pending" },
      data: {
        status: SERVICE_STATUS_AFTER[decision],
        moderationNote: note,
        ...(decision === "approved" ? { approvedAt: now } : {}),
      },
    });
    if (updated.count === 0) {
      const exists = await tx.service.count({ where: { id: serviceId, deletedAt: null } });
      throw exists ? AppError.conflict(ALREADY_DECIDED) : AppError.notFound(SERVICE_NOT_FOUND);
    }
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: `service.${decision}`,
      entityType: "service",
      entityId: serviceId,
      before: { status: "pending" },
      after: { status: SERVICE_STATUS_AFTER[decision] },
      data: { note },
    });
    return finish(tx, serviceId, { decision, note, ofChange: false });
  });
  await dispatchMail(mails);
  return view;
}

/**
 * An edit of a live service: only a pending change can be decided. Approving applies the
 * proposed fields to the live service in the same transaction; bookings keep what was bought.
 */
export async function decideServiceChange(
  admin: Caller,
  { changeId, decision, note }: Decision & { changeId: string },
): Promise<OrgServiceView> {
  const { view, mails } = await db().$transaction(async (tx) => {
    const change = await tx.serviceChange.findUnique({
      where: { id: changeId },
      select: { serviceId: true },
    });
    if (!change) throw AppError.notFound(CHANGE_NOT_FOUND);
    // The service first, as an edit by the organization takes it: the two queue, never deadlock.
    await tx.$queryRaw`SELECT "id" FROM "Service" WHERE "id" = ${change.serviceId} FOR NO KEY UPDATE`;
    const now = new Date();
    const updated = await tx.serviceChange.updateMany({
      where: { id: changeId, status: "pending", service: { deletedAt: null } },
      data: {
        status: decision,
        note,
        decidedById: admin.user.id,
        decidedAt: now,
        // Changes requested keep the change open for the organization's next edit.
        ...(decision === "changes_requested" ? {} : { openSlot: null }),
      },
    });
    // It exists (read above): not pending any more means another admin decided it first.
    if (updated.count === 0) throw AppError.conflict(CHANGE_ALREADY_DECIDED);
    let values: { before: Partial<ServiceFields>; after: Partial<ServiceFields> } | null = null;
    if (decision === "approved") {
      // Read under the service's lock: no edit can have changed the proposal since the decision.
      const { proposed, service } = await tx.serviceChange.findUniqueOrThrow({
        where: { id: changeId },
        select: { proposed: true, service: true },
      });
      const fields = proposalToApply(proposed);
      const live = liveFields(service);
      // A field an older edit predates keeps its live value: it is no change.
      values = changedValues(live, { ...live, ...fields });
      await tx.service.update({
        where: { id: change.serviceId },
        data: { ...fields, approvedAt: now, moderationNote: null },
      });
    }
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: `service.change_${decision}`,
      entityType: "service",
      entityId: change.serviceId,
      // An approval changes the live fields; the other decisions only the change's state.
      before: values?.before ?? { changeStatus: "pending" },
      after: values?.after ?? { changeStatus: decision },
      data: { changeId, note },
    });
    return finish(tx, change.serviceId, { decision, note, ofChange: true });
  });
  await dispatchMail(mails);
  return view;
}
