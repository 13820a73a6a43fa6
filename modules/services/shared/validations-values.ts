// Plain values of the org-services validation (statuses, limits, messages), apart from its zod
// schemas so that screens can import them without bringing the schema library to the browser.
export const SERVICE_STATUSES = [
  "pending",
  "changes_requested",
  "rejected",
  "active",
  "inactive",
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const MISSING_INFORMATION = "Missing Information";
export const FILL_IN_ALL_FIELDS = "Please fill in all fields.";
export const PRICE_WHOLE_COINS = "The price is a whole number of coins, at least 1.";
export const MAX_SERVICE_IMAGES = 6;
export const MAX_PRICE = 1_000_000;
/** A path of an image this site serves (`/images/...`, `/uploads/...`), never another host's. */
export const SITE_IMAGE_PATH = /^\/(images|uploads)\/[\w-]+(\/[\w-]+)*\.(svg|png|jpe?g|webp|avif)$/;
