// An organization's own profile: read and replaced by the organization itself, never another's
// (the caller's organization is the only one either function touches). Each change is audited
// with the fields it changed.
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type {
  OrganizationProfileFields,
  OrganizationProfileView,
} from "@/lib/organizations/organization-types";
import type { OrganizationProfileInput } from "@/lib/validations/organization-profile";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { organizationIdOf } from "@/modules/services/server/manage-services";

/** The columns of OrganizationProfileFields, for every read of a profile. */
export const PROFILE_FIELDS_SELECT = {
  id: true,
  name: true,
  description: true,
  website: true,
  contactEmail: true,
  logoUrl: true,
  verified: true,
} as const;

const PROFILE_SELECT = { ...PROFILE_FIELDS_SELECT, updatedAt: true } as const;

type ProfileRow = { updatedAt: Date } & OrganizationProfileFields;

function toView(row: ProfileRow): OrganizationProfileView {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

const EDITABLE = ["name", "description", "website", "contactEmail", "logoUrl"] as const;

export async function getOwnOrganizationProfile(
  user: SessionUser,
): Promise<OrganizationProfileView> {
  const row = await db().organizationProfile.findUniqueOrThrow({
    where: { id: organizationIdOf(user) },
    select: PROFILE_SELECT,
  });
  return toView(row);
}

/** Replaces every editable field; `verified` stays the platform's to set. */
export async function updateOwnOrganizationProfile(
  user: SessionUser,
  input: OrganizationProfileInput,
  context: { address?: string },
): Promise<OrganizationProfileView> {
  const id = organizationIdOf(user);
  return db().$transaction(async (tx) => {
    const before = await tx.organizationProfile.findUniqueOrThrow({
      where: { id },
      select: PROFILE_SELECT,
    });
    const changed = EDITABLE.filter((field) => before[field] !== input[field]);
    if (changed.length === 0) return toView(before);
    const after = await tx.organizationProfile.update({
      where: { id },
      data: Object.fromEntries(changed.map((field) => [field, input[field]])),
      select: PROFILE_SELECT,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: "organization.profile.update",
      entityType: "organization",
      entityId: id,
      // The old name too: cards and pages named the organization by it until now.
      data: { changed, ...(changed.includes("name") ? { previousName: before.name } : {}) },
      ip: context.address,
    });
    return toView(after);
  });
}
