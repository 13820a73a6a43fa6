// Plain values of the admin-users validation (statuses, limits, messages), apart from its zod
// schemas so that screens can import them without bringing the schema library to the browser.
import { ROLES } from "@/lib/auth/roles";

export const ADMIN_USER_ROLES = ["all", ...ROLES] as const;
export type AdminUserRoleFilter = (typeof ADMIN_USER_ROLES)[number];
export const USER_STATUSES = ["active", "suspended"] as const;
export const ADMIN_USER_STATUSES = ["all", ...USER_STATUSES] as const;
export type AdminUserStatusFilter = (typeof ADMIN_USER_STATUSES)[number];

export const MAX_USER_SEARCH = 100;
export const MAX_USER_PAGE = 100;
export const SUSPEND_REASON_MIN = 3;
export const SUSPEND_REASON_MAX = 500;
