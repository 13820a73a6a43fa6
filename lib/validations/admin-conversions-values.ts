// Plain values of the admin-conversions validation (statuses, limits, messages), apart from its zod
// schemas so that screens can import them without bringing the schema library to the browser.
import { CONVERSION_STATUSES } from "./conversions-values";

export const ADMIN_CONVERSION_STATUSES = ["all", ...CONVERSION_STATUSES] as const;
export type AdminConversionStatus = (typeof ADMIN_CONVERSION_STATUSES)[number];

export const DATES_OUT_OF_ORDER = "The start date must not be after the end date";
export const MAX_BULK_APPROVAL = 50;
