// GET /api/v1/metrics's work: who may scrape, then the registry's text with the database gauges
// (./health-gauges.ts). Safe by default: without METRICS_TOKEN only a client on this machine that
// connected directly gets an answer. The address is the one the edge resolved
// (lib/server/http/client-address.ts), so a forged X-Forwarded-For reaches nothing; and a request
// that came through a proxy is refused whatever its address, since a reverse proxy on the same
// host connects over loopback for every client it serves (lib/server/http/proxied.ts).
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { metrics } from "./metrics";

const METRICS_TOKEN_REQUIRED = "A valid metrics token is required (Authorization: Bearer).";
const METRICS_LOOPBACK_ONLY =
  "Metrics are served to this machine only, not through a proxy; set METRICS_TOKEN to scrape from elsewhere.";

/** 127.0.0.0/8 and ::1: addresses only this machine can connect from. */
export function isLoopback(address: string): boolean {
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first byte. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface Scraper {
  authorization: string | null;
  /** The client's address, as the edge resolved it. */
  address: string;
  /** Whether it reached the app straight, through no proxy (lib/server/http/proxied.ts). */
  direct: boolean;
}

/** Throws 401 or 403 unless the scraper may read the metrics. */
export function authorizeScrape(
  { authorization, address, direct }: Scraper,
  token: string | undefined = env.METRICS_TOKEN,
): void {
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1]?.trim() ?? "";
    if (!sameSecret(given, token)) throw AppError.unauthorized(METRICS_TOKEN_REQUIRED);
    return;
  }
  if (!direct || !isLoopback(address)) throw AppError.forbidden(METRICS_LOOPBACK_ONLY);
}

export interface Exposition {
  contentType: string;
  text: string;
}

/** The metrics in Prometheus's text format, the database gauges refreshed; 401/403 for others. */
export async function scrapeMetrics(scraper: Scraper): Promise<Exposition> {
  authorizeScrape(scraper);
  const { registry, refreshGauges } = metrics();
  await refreshGauges();
  return { contentType: registry.contentType, text: await registry.metrics() };
}
