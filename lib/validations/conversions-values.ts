// Plain values of the conversions validation (statuses, limits, messages), apart from its zod
// schemas so that screens can import them without bringing the schema library to the browser.
export const CONVERSION_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];
/** No single request above this: a typo of extra zeros is refused before it holds anything. */
export const MAX_CONVERSION = 10_000_000;
