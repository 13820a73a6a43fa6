// Plain values of the admin-services validation (statuses, limits, messages), apart from its zod
// schemas so that screens can import them without bringing the schema library to the browser.
import { SERVICE_CATEGORIES } from "@/modules/catalog/shared/categories";
import { SERVICE_STATUSES } from "./validations-values";

export const ADMIN_SERVICE_STATUSES = ["all", ...SERVICE_STATUSES, "pending_change"] as const;
export type AdminServiceStatus = (typeof ADMIN_SERVICE_STATUSES)[number];

export const ADMIN_SERVICE_CATEGORIES = ["all", ...SERVICE_CATEGORIES] as const;
export type AdminServiceCategory = (typeof ADMIN_SERVICE_CATEGORIES)[number];

export const ADMIN_SERVICE_SEARCH_MAX = 100;
export const ADMIN_SERVICE_PAGE_MAX = 100;
