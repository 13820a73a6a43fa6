// The texts of an organization's public reviews that the end-to-end tests look for.

/** The section's heading. */
export const REVIEWS_TITLE = "Reviews";

/** No public review of any of its services yet. */
export const NO_REVIEWS = "No reviews yet.";

/** Reviews shown before "Load more". */
export const REVIEWS_PAGE_SIZE = 10;
