// What a booking's thread says to its parties, shared by the server and the screens (and the
// end-to-end specs that check them).

/** A thread stays open this many days after its booking was cancelled, then takes no messages. */
export const THREAD_CLOSES_AFTER_DAYS = 30;

export const THREAD_CLOSED = `This booking was cancelled more than ${THREAD_CLOSES_AFTER_DAYS} days ago: its thread is closed.`;
