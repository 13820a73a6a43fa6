// The texts of the dispute's messages panel that the end-to-end tests look for.

export const SHOW_MESSAGES = "Show the messages";

/** Why the messages wait for a click: each reading is audited. */
export const THREAD_READ_AUDITED = "Reading the messages is recorded in the audit log.";

/** The two sides wrote nothing in the thread (its steps may still be there). */
export const NO_THREAD_MESSAGES = "The customer and the organization wrote no messages.";
