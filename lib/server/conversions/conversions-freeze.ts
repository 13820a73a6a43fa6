// An organization's conversions frozen (docs/security.md "Payout destinations"): the "Not you?"
// link of the mail about a change of payout details freezes them, and only an admin lifts it.
// While frozen, no conversion is requested (requestConversion) and none of its pending ones is
// approved (decideConversion): whoever changed the details cannot be paid meanwhile.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import {
  CONVERSIONS_FROZEN,
  NO_ORGANIZATION_TO_UNFREEZE,
  NOT_FROZEN,
} from "@/lib/conversions/payout-safety";
import { FREEZE_LINK_MESSAGES } from "@/lib/conversions/freeze-link-messages";
import type { ConversionsFreeze } from "@/lib/schemas/conversions";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { ActionTokenError, consumeActionToken } from "@/lib/server/auth/action-tokens";
import type { Caller } from "@/lib/server/auth/caller";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";

/** The refusal of a request or an approval while the organization's conversions are frozen. */
export function conversionsFrozen(frozenAt: Date): AppError {
  return new AppError("conflict", CONVERSIONS_FROZEN, {
    details: { conversionsFrozen: true, conversionsFrozenAt: frozenAt.toISOString() },
  });
}

/**
 * 409 when the organization's conversions are frozen. Its row is read FOR SHARE, so an approval
 * and a freeze at the same moment wait for each other: no approval commits after a freeze did.
 */
export async function assertNotFrozen(tx: Tx, organizationId: string): Promise<void> {
  const [row] = await tx.$queryRaw<{ conversionsFrozenAt: Date | null }[]>`
    SELECT "conversionsFrozenAt" FROM "OrganizationProfile" WHERE "id" = ${organizationId} FOR SHARE`;
  if (row?.conversionsFrozenAt) throw conversionsFrozen(row.conversionsFrozenAt);
}

/** The link's code freezes its account's organization's conversions, once. */
export async function freezeConversions(
  code: string,
  ip: string | undefined,
): Promise<ConversionsFreeze> {
  return db().$transaction(async (tx) => {
    const user = await consumeActionToken(tx, {
      purpose: "freeze_conversions",
      token: code,
      messages: FREEZE_LINK_MESSAGES,
    });
    const organization = await tx.organizationProfile.findUnique({
      where: { userId: user.id },
      select: { id: true, name: true, conversionsFrozenAt: true },
    });
    // The account is no organization any more (its role changed): nothing to freeze.
    if (!organization) throw new ActionTokenError("invalid", FREEZE_LINK_MESSAGES);
    // Already frozen (another link of the same account): it stays frozen since then.
    const frozenAt = organization.conversionsFrozenAt ?? new Date();
    if (!organization.conversionsFrozenAt) {
      await tx.organizationProfile.update({
        where: { id: organization.id },
        data: { conversionsFrozenAt: frozenAt },
      });
    }
    await recordAudit(tx, {
      actorId: user.id,
      action: "organization.conversions_frozen",
      entityType: "organization",
      entityId: organization.id,
      before: { conversionsFrozenAt: organization.conversionsFrozenAt?.toISOString() ?? null },
      after: { conversionsFrozenAt: frozenAt.toISOString() },
      data: { via: "payout_details_mail" },
      ip,
    });
    return {
      organizationId: organization.id,
      name: organization.name,
      conversionsFrozenAt: frozenAt.toISOString(),
    };
  });
}

/** An admin lifts the freeze of the account's organization (audited); 409 when there is none. */
export async function unfreezeConversions(
  admin: Caller,
  userId: string,
  ip: string | undefined,
): Promise<ConversionsFreeze> {
  return db().$transaction(async (tx) => {
    const organization = await tx.organizationProfile.findUnique({
      where: { userId },
      select: { id: true, name: true, conversionsFrozenAt: true },
    });
    if (!organization) {
      const exists = await tx.user.count({ where: { id: userId } });
      throw exists
        ? AppError.conflict(NO_ORGANIZATION_TO_UNFREEZE)
        : AppError.notFound("User not found.");
    }
    // Conditional: of two admins lifting it at once, one does and the other is told it is not frozen.
    const lifted = await tx.organizationProfile.updateMany({
      where: { id: organization.id, conversionsFrozenAt: { not: null } },
      data: { conversionsFrozenAt: null },
    });
    if (lifted.count === 0 || !organization.conversionsFrozenAt) {
      throw AppError.conflict(NOT_FROZEN);
    }
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "organization.conversions_unfrozen",
      entityType: "organization",
      entityId: organization.id,
      before: { conversionsFrozenAt: organization.conversionsFrozenAt.toISOString() },
      after: { conversionsFrozenAt: null },
      data: { organization: organization.name, userId },
      ip,
    });
    return { organizationId: organization.id, name: organization.name, conversionsFrozenAt: null };
  });
}
