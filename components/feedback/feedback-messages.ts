// Texts of the feedback page, in a plain module: its hook and the end-to-end specs share them.

/** The toast's words for a review kept private until the booking completes. */
export const HELD_DESCRIPTION =
  "Your rating is saved and will appear once your booking is complete.";
