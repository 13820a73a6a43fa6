// Plain values of the catalog validation (limits), apart from its zod schemas so that screens
// can import them without bringing the schema library to the browser.

export const CATALOG_LIMIT = 50;
/** The longest review comment (the feedback form counts down to it). */
export const REVIEW_COMMENT_MAX = 2000;
