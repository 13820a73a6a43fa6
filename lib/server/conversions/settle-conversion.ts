// A pending conversion request's decision: the organization cancels it, or an admin rejects it
// (its coins go back to the organization's earnings) or approves it: the request is processing,
// its coins stay held, and its payout is started (lib/server/payouts); they are redeemed only when
// the payout is confirmed paid (payout-outcome.ts). The row is taken with a conditional update
// that expects `pending`: of two decisions racing, one wins and the other gets 409, and the coins
// move once. Approval pays the payout recorded when the request was made (its rate and fee),
// whatever the rates are now, to the destination kept with it: a request without one cannot be
// approved (422), only rejected. Nor can one whose organization's conversions are frozen, or one
// still held because its destination changed shortly before it (409, docs/security.md "Payout
// destinations"): either can be rejected.
import "server-only";
import { requestActor } from "@/lib/server/audit/audit-actor";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import type { ConversionOutcome, ConversionView } from "@/lib/schemas/conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { DateStyle } from "@/lib/format/date-time";
import {
  ALREADY_PROCESSED,
  CONVERSION_NOT_FOUND,
  NO_PAYOUT_DESTINATION,
} from "@/lib/conversions/admin-messages";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import { releaseConversionHold } from "@/lib/server/ledger/flows";
import type { Tx } from "@/lib/server/ledger/types";
import { conversionProcessedEmail } from "@/lib/server/mail/conversion-emails";
import { dispatchMail, enqueueMail } from "@/lib/server/mail/outbox";
import { organizationIdOf } from "@/modules/services/server/manage-services";
import { payoutProviderFor } from "@/lib/server/payouts";
import { startPayout } from "@/lib/server/payouts/start-payout";
import { notifyConversionDecided } from "./conversion-notifications";
import { conversionSummary } from "./conversion-summary";
import { CONVERSION_INCLUDE, toConversionView } from "./conversion-view";
import { assertNotFrozen } from "./conversions-freeze";
import { assertNotHeld } from "./payout-hold";

const PROCESSED_INCLUDE = {
  organization: {
    select: { id: true, name: true, userId: true, user: { select: { email: true } } },
  },
} satisfies Prisma.ConversionRequestInclude;

/**
 * Moves a pending request (within `scope`) to `data.status`; 404 when there is none to see, 409
 * when it is no longer pending. Returns the row as it now is.
 */
async function takePending(
  tx: Tx,
  params: {
    id: string;
    scope: Prisma.ConversionRequestWhereInput;
    data: Prisma.ConversionRequestUncheckedUpdateManyInput;
  },
) {
  const { id, scope, data } = params;
  const updated = await tx.conversionRequest.updateMany({
    where: { ...scope, id, status: "pending" },
    data,
  });
  if (updated.count === 0) {
    const exists = await tx.conversionRequest.count({ where: { ...scope, id } });
    throw exists ? AppError.conflict(ALREADY_PROCESSED) : AppError.notFound(CONVERSION_NOT_FOUND);
  }
  return tx.conversionRequest.findUniqueOrThrow({ where: { id }, include: PROCESSED_INCLUDE });
}

/** The organization withdraws its own pending request: the held coins return at once. */
export async function cancelConversion(params: {
  user: SessionUser;
  id: string;
  ip: string | undefined;
  timeZone?: string;
}): Promise<ConversionOutcome> {
  const { user, id, ip, timeZone = "UTC" } = params;
  const organizationId = organizationIdOf(user);
  const outcome = await db().$transaction(async (tx) => {
    const row = await takePending(tx, {
      id,
      scope: { organizationId },
      data: { status: "cancelled", processedAt: new Date() },
    });
    await releaseConversionHold(tx, {
      request: row,
      organizationUserId: row.organization.userId,
      why: "cancelled",
      actor: requestActor(),
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: "conversion.cancelled",
      entityType: "conversion",
      entityId: id,
      data: { amount: row.amount, currency: row.currency },
      ip,
    });
    return {
      conversion: toConversionView(row),
      summary: await conversionSummary(
        tx,
        { id: organizationId, userId: row.organization.userId },
        timeZone,
      ),
    };
  });
  metrics().conversions.inc({ outcome: "cancelled" });
  return outcome;
}

export interface ConversionDecision {
  decision: "approved" | "rejected";
  /** The rejection's reason; none for an approval. */
  reason: string | null;
}

/** How a refusal writes its dates when the approver's are not known: rupee-region words, UTC. */
const DEFAULT_STYLE: DateStyle = { locale: "en-IN", timeZone: "UTC" };

/**
 * An admin approves (processing: the payout starts, the coins stay held until it is paid) or
 * rejects (coins back to earnings) a pending request. `context.style`: the admin's dates, for
 * the refusal of a request still on hold.
 */
export async function decideConversion(params: {
  admin: SessionUser;
  id: string;
  decision: ConversionDecision;
  context: { ip: string | undefined; style?: DateStyle };
}): Promise<ConversionView> {
  const { admin, id, context } = params;
  const { decision, reason } = params.decision;
  const { view, queued } = await db().$transaction(async (tx) => {
    const row = await takePending(tx, {
      id,
      scope: {},
      data:
        decision === "approved"
          ? { status: "processing", reason: null, processedAt: new Date(), processedById: admin.id }
          : { status: "rejected", reason, processedAt: new Date(), processedById: admin.id },
    });
    // Frozen or still held: the transaction rolls back and the request stays pending.
    if (decision === "approved") {
      await assertNotFrozen(tx, row.organizationId);
      assertNotHeld(row.heldUntil, context.style ?? DEFAULT_STYLE);
    }
    // Nothing to pay to: the transaction rolls back and the request stays pending.
    if (
      decision === "approved" &&
      (row.payoutSealed === null || row.payoutMasked === null || row.payoutMethod === null)
    ) {
      throw new AppError("validation_failed", NO_PAYOUT_DESTINATION, {
        details: { payoutRequired: true },
      });
    }
    // Who sends it is fixed now: a later change of the deployment's keys does not move it.
    const provider = row.payoutMethod ? payoutProviderFor(row.currency, row.payoutMethod) : null;
    if (decision === "approved" && provider) {
      await tx.conversionRequest.update({ where: { id }, data: { payoutProvider: provider } });
    }
    if (decision === "rejected") {
      await releaseConversionHold(tx, {
        request: row,
        organizationUserId: row.organization.userId,
        why: "rejected",
        actor: requestActor(),
      });
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: `conversion.${decision}`,
      entityType: "conversion",
      entityId: id,
      data: {
        amount: row.amount,
        currency: row.currency,
        feeCoins: row.feeCoins,
        payoutMinor: row.payoutMinor,
        // Only a rejection has a reason: an approval keeps none rather than a null one.
        ...(row.reason ? { reason: row.reason } : {}),
        ...(decision === "approved" && provider ? { provider } : {}),
      },
      ip: context.ip,
    });
    const mail = conversionProcessedEmail({
      to: row.organization.user.email,
      decision,
      amount: row.amount,
      currency: row.currency,
      payoutMinor: row.payoutMinor,
      feeCoins: row.feeCoins,
      payoutMasked: row.payoutMasked,
      reason: row.reason,
    });
    await notifyConversionDecided(tx, {
      organizationUserId: row.organization.userId,
      amount: row.amount,
      decision,
    });
    return { view: toConversionView(row), queued: await enqueueMail(tx, mail) };
  });
  metrics().conversions.inc({ outcome: decision });
  await dispatchMail([queued]);
  if (decision === "approved") {
    // After the approval committed: the payout may fail at once, which settles it as failed.
    const started = await startPayout(id);
    if (started) return started;
  }
  return view;
}

/** One request: the organization's own, or any for an admin. */
export async function getConversion(user: SessionUser, id: string): Promise<ConversionView> {
  const scope = user.role === "admin" ? {} : { organizationId: organizationIdOf(user) };
  const row = await db().conversionRequest.findFirst({
    where: { ...scope, id },
    include: CONVERSION_INCLUDE,
  });
  if (!row) throw AppError.notFound(CONVERSION_NOT_FOUND);
  return toConversionView(row);
}
