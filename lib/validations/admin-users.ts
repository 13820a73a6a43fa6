// What the admin's users screen asks for: a search by name or email, a role and a status (or
// all), and a cursor page; the reason of a suspension; and the note of a verification.
import { z } from "zod";
import { cursorParam } from "./cursor";
import { VERIFICATION_NOTE_MAX, VERIFICATION_NOTE_MIN } from "@/lib/organizations/verification";
import {
  ADMIN_USER_ROLES,
  ADMIN_USER_STATUSES,
  MAX_USER_PAGE,
  MAX_USER_SEARCH,
  SUSPEND_REASON_MAX,
  SUSPEND_REASON_MIN,
} from "./admin-users-values";

const filterShape = {
  search: z
    .string()
    .trim()
    .max(MAX_USER_SEARCH, `The search is limited to ${MAX_USER_SEARCH} characters`)
    .optional()
    .meta({ description: "Part of a name or email.", examples: ["ada"] })
    .transform((search) => search || undefined),
  role: z
    .enum(ADMIN_USER_ROLES, { error: "Role is one of all, user, org or admin" })
    .default("all")
    .meta({ description: "Accounts of one role, or all.", examples: ["org"] }),
  status: z
    .enum(ADMIN_USER_STATUSES, { error: "Status is one of all, active or suspended" })
    .default("all")
    .meta({ description: "Active or suspended accounts, or all.", examples: ["active"] }),
};

export const adminUserFilters = z.object(filterShape);
export type AdminUserFilters = z.output<typeof adminUserFilters>;

export const adminUserQuery = z.object({
  ...filterShape,
  limit: z.coerce
    .number({ error: "The page size is a whole number" })
    .int("The page size is a whole number")
    .min(1, "The page size is at least 1")
    .max(MAX_USER_PAGE, `The page size is at most ${MAX_USER_PAGE}`)
    .default(20)
    .meta({
      description: `Accounts a page, 1 to ${MAX_USER_PAGE}; 20 unless asked.`,
      examples: [20],
    }),
  cursor: cursorParam,
});
export type AdminUserQuery = z.output<typeof adminUserQuery>;

/** An admin's written reason ("reason", "note"): required, trimmed, within its bounds. */
function adminText(what: string, missing: string, min: number, max: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(min, `The ${what} needs at least ${min} characters`)
    .max(max, `The ${what} is limited to ${max} characters`);
}

export const suspendUserSchema = z.object({
  reason: adminText(
    "reason",
    "Give a reason for the suspension",
    SUSPEND_REASON_MIN,
    SUSPEND_REASON_MAX,
  ),
});

/** An admin's decision on an organization, with the note on what was checked. */
export const organizationVerificationInput = z.object({
  verified: z.boolean({ error: "Say whether the organization is verified (true or false)" }),
  note: adminText(
    "note",
    "Add a note on what was checked",
    VERIFICATION_NOTE_MIN,
    VERIFICATION_NOTE_MAX,
  ),
});
export type OrganizationVerificationInput = z.output<typeof organizationVerificationInput>;
