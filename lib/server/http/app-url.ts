// The public origin for links in emails: APP_URL when configured, else the request's own origin
// (as a proxy in front reports it).
import { env } from "@/lib/env";

export function appOrigin(headers: Headers, fallbackUrl?: string): string {
  if (env.APP_URL) return env.APP_URL.replace(/\/+$/, "");
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (host) {
    const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? "http";
    return `${proto}://${host}`;
  }
  return fallbackUrl ? new URL(fallbackUrl).origin : `http://localhost:${env.PORT}`;
}
