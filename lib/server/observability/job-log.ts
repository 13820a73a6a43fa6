// One log line per background job run (a sweep, the audit sealer, work a request left behind):
// its name, outcome, duration and how many things it did. A run that found nothing to do is a
// debug line, so a quiet server's log is not a clock ticking every few seconds.
import "server-only";
import { errorText, logger } from "./logger";

/**
 * Runs `work` as the job `name` and logs how it went; rethrows its failure after logging it.
 * `count` says how many things the result stands for (bookings settled, entries sealed).
 */
export async function runJob<T>(
  name: string,
  work: () => Promise<T>,
  count: (result: T) => number | undefined = () => undefined,
): Promise<T> {
  const started = performance.now();
  const durationMs = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    const result = await work();
    const done = count(result);
    const line = { job: name, outcome: "ok", durationMs: durationMs(), count: done };
    if (done === 0) logger.debug(line, "job done");
    else logger.info(line, "job done");
    return result;
  } catch (error) {
    logger.error(
      { job: name, outcome: "failed", durationMs: durationMs(), error: errorText(error) },
      "job failed",
    );
    throw error;
  }
}
