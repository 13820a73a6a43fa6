// Whether a request came through a proxy, as the edge server (lib/runtime/edge.ts) saw it before
// it rewrote the forwarded headers: it always sets X-Forwarded-For itself, so the app cannot tell
// from those. What depends on it: the development mailbox, which must never answer a proxy (a
// reverse proxy on the same host would hand every reset link to the internet).
import "server-only";
import { FORWARDED_HEADERS } from "./client-address";

/** Set by the edge on every request: "0" when none of PROXY_HEADERS arrived, else "1". */
export const PROXIED_HEADER = "x-coinmarket-proxied";

/**
 * Headers proxies add (nginx, Apache, Caddy, CDNs, load balancers): any of them, every header that
 * names a client's address included, means one stands between.
 */
export const PROXY_HEADERS = [...FORWARDED_HEADERS, "x-forwarded-server", "via"] as const;

/**
 * Whether the request reached the app straight from its client. Only the edge's "0" says so: a
 * request without the edge's mark (the app started some other way) counts as proxied.
 */
export function cameDirectly(headers: Headers): boolean {
  return headers.get(PROXIED_HEADER) === "0";
}
