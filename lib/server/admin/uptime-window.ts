// Uptime's arithmetic, apart from the database so it can be checked by itself. Each app server
// records one health check a minute (lib/server/health/health-sampler.ts); a minute counts as up
// when at least one check in it was healthy. Uptime is the share of minutes that were up over the
// last 30 days, or since the first check when that is later. The minute under way counts only
// once a check has been recorded in it, so a reading taken just before a check is not held
// against the platform. Over fewer than an hour of minutes the share says little (one missed
// minute of eight is 87.5%): the report says so, and the dashboard shows only since when checks
// run.
import "server-only";
import { percentOf, roundToHundredths } from "@/lib/economics/percent";

const UPTIME_WINDOW_DAYS = 30;
/** The minutes a share needs to mean something. */
const UPTIME_MEASURED_MINUTES = 60;
const MINUTE_MS = 60_000;

export interface UptimeReport {
  /** Percent of minutes up, rounded to 2 decimals. */
  percent: number;
  healthyMinutes: number;
  minutes: number;
  /** The first minute counted. */
  since: string;
  /** When this reading was taken. */
  readAt: string;
  /** At least UPTIME_MEASURED_MINUTES minutes counted: the share means something. */
  measured: boolean;
  /** The minutes are the whole window (the first check is older): the share is of 30 days. */
  windowFull: boolean;
}

/** The first minute uptime counts: 30 days ago, or the first check's minute when that is later. */
export function uptimeWindowStart(now: Date, firstCheckAt: Date): Date {
  const windowStart = now.getTime() - UPTIME_WINDOW_DAYS * 24 * 60 * MINUTE_MS;
  const start = Math.max(windowStart, firstCheckAt.getTime());
  return new Date(Math.floor(start / MINUTE_MS) * MINUTE_MS);
}

/**
 * Uptime from the minutes counted since `start` (uptimeWindowStart): `healthyMinutes` is how many
 * distinct minutes from `start` to now had a healthy check; `checkedThisMinute` whether the
 * minute under way already has a check (healthy or not).
 */
export function computeUptime(input: {
  now: Date;
  start: Date;
  healthyMinutes: number;
  checkedThisMinute: boolean;
}): UptimeReport {
  const currentMinute = Math.floor(input.now.getTime() / MINUTE_MS);
  const startMinute = Math.floor(input.start.getTime() / MINUTE_MS);
  const minutes = Math.max(1, currentMinute - startMinute + (input.checkedThisMinute ? 1 : 0));
  const healthyMinutes = Math.min(input.healthyMinutes, minutes);
  const windowStartMinute = currentMinute - UPTIME_WINDOW_DAYS * 24 * 60;
  return {
    percent: roundToHundredths(percentOf(healthyMinutes / minutes)),
    healthyMinutes,
    minutes,
    since: input.start.toISOString(),
    readAt: input.now.toISOString(),
    measured: minutes >= UPTIME_MEASURED_MINUTES,
    windowFull: startMinute <= windowStartMinute,
  };
}
