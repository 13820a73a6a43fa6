// One request to stop can reach the server more than once. A process manager that signals every
// process of the service (systemd's default, pm2's tree kill) reaches the server directly and
// through `npm start` and scripts/start.ts, which each pass theirs on; a terminal's Ctrl-C reaches
// npm and scripts/start.ts, which both pass it on. Such copies come within moments of each other.
// A signal well after the first is the operator insisting that the server stop now.

/** Signals this soon after the first are copies of it. */
export const SAME_STOP_MS = 1000;

/** "stop": the first, shut down gracefully; "copy": ignore it; "insist": exit at once. */
export type StopSignalVerdict = "stop" | "copy" | "insist";

/** Classifies each stop signal a process receives, in the order it receives them. */
export function stopSignals(
  now: () => number = () => performance.now(),
  sameStopMs = SAME_STOP_MS,
): () => StopSignalVerdict {
  let first: number | undefined;
  return () => {
    const at = now();
    if (first === undefined) {
      first = at;
      return "stop";
    }
    return at - first < sameStopMs ? "copy" : "insist";
  };
}
