// An admin verifies an organization, or withdraws the verification, with a note on what was
// checked. The change and its audit entry (before, after, note) commit together; the row's
// conditional update expects the opposite state, so of two admins deciding at once one wins
// and the other is told the organization is already in that state (409).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { OrganizationVerification } from "@/lib/schemas/admin-users";
import type { Caller } from "@/lib/server/auth/caller";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import {
  ALREADY_UNVERIFIED,
  ALREADY_VERIFIED,
  NO_ORGANIZATION,
} from "@/lib/organizations/verification";
import type { OrganizationVerificationInput } from "@/lib/validations/admin-users";
import { ORG_DASHBOARD_HREF, organizationTexts } from "@/lib/notifications/event-texts";
import { notify } from "@/lib/server/notifications/notify";

export async function setOrganizationVerified(
  admin: Caller,
  { userId, verified, note, ip }: OrganizationVerificationInput & { userId: string; ip?: string },
): Promise<OrganizationVerification> {
  return db().$transaction(async (tx) => {
    const organization = await tx.organizationProfile.findUnique({
      where: { userId },
      select: { id: true, name: true },
    });
    if (!organization) {
      const exists = await tx.user.count({ where: { id: userId } });
      throw exists ? AppError.conflict(NO_ORGANIZATION) : AppError.notFound("User not found.");
    }
    const changed = await tx.organizationProfile.updateMany({
      where: { id: organization.id, verified: !verified },
      data: { verified },
    });
    if (changed.count === 0) {
      throw AppError.conflict(verified ? ALREADY_VERIFIED : ALREADY_UNVERIFIED);
    }
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: verified ? "organization.verify" : "organization.unverify",
      entityType: "organization",
      entityId: organization.id,
      before: { verified: !verified },
      after: { verified },
      data: { organization: organization.name, userId, note },
      ip,
    });
    if (verified) {
      await notify(tx, [
        {
          userId,
          topic: "organization",
          event: "organization_verified",
          text: organizationTexts.verified(organization.name),
          href: ORG_DASHBOARD_HREF,
        },
      ]);
    }
    return { organizationId: organization.id, name: organization.name, verified };
  });
}
