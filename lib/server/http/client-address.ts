// The client's address, for rate limits, audit entries and the region look-up.
//
// Request headers are the client's to write, so the app never reads a forwarded header a client
// could have set. The edge server (lib/runtime/edge.ts, which `npm start`, `npm run dev` and the
// end-to-end servers run) drops every incoming forwarded header and sets X-Forwarded-For to one
// address: the connection's own, or, when TRUSTED_PROXY_HOPS says that many proxies of ours stand
// in front, the entry those proxies appended, counted from the right.
import "server-only";
import { isIP } from "node:net";

/** Header the edge server sets to the one resolved client address. */
export const CLIENT_ADDRESS_HEADER = "x-forwarded-for";

/**
 * Headers in which proxies, CDNs and load balancers name the client's address (nginx, Apache,
 * Cloudflare, Akamai, Fastly, Rackspace, ingress controllers). The app reads none of them: only
 * the one address the edge resolves.
 */
const CLIENT_ADDRESS_HEADERS = [
  "x-forwarded-for",
  "x-real-ip",
  "forwarded",
  "forwarded-for",
  "x-forwarded",
  "x-original-forwarded-for",
  "x-client-ip",
  "x-cluster-client-ip",
  "cf-connecting-ip",
  "true-client-ip",
  "fastly-client-ip",
] as const;

/**
 * Forwarded headers a client could forge: the edge removes every one and sets its own
 * X-Forwarded-For and X-Forwarded-Proto (and passes X-Forwarded-Host on only from a proxy of ours).
 */
export const FORWARDED_HEADERS = [
  ...CLIENT_ADDRESS_HEADERS,
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
] as const;

/** What an address that cannot be read resolves to: never loopback, never a known address. */
const UNKNOWN_ADDRESS = "unknown";

/**
 * The client address of a connection: with no trusted proxy, the socket's peer; with N trusted
 * proxies, the Nth X-Forwarded-For entry from the right (each proxy appends the address it saw).
 * Entries further left were written by whoever connected to the first proxy: never trusted.
 * Every entry keeps its place: an empty, `localhost` or unparseable one counts as a hop whose
 * address is unknown, since dropping it would shift the count onto an entry the client wrote
 * (`127.0.0.1, junk`) or onto a proxy's own address. Without the header at all, nothing was
 * forwarded: the peer connected directly.
 */
export function resolveClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxyHops: number,
): string {
  const peer = normalizeAddress(socketAddress) ?? UNKNOWN_ADDRESS;
  if (trustedProxyHops <= 0 || forwardedFor === undefined) return peer;
  const chain = forwardedFor.split(",").map((entry) => normalizeAddress(entry) ?? UNKNOWN_ADDRESS);
  chain.push(peer);
  // chain[last] is our own proxy (the socket); each hop further left is one proxy back.
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops)] ?? UNKNOWN_ADDRESS;
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are one client; anything but an IP address is none. */
function normalizeAddress(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > 64 || isIP(trimmed) === 0) return undefined;
  return trimmed.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}

/** The address the edge server resolved for this request. */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.split(",")[0]?.trim() || UNKNOWN_ADDRESS;
}
