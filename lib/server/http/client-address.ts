// The client's address, for rate limits, audit entries and the region look-up.
//
// Request headers are the client's to write, so the app never reads a forwarded header a client
// could have set. The edge server (lib/runtime/edge.ts, which `npm start`, `npm run dev` and the
// end-to-end servers run) drops every incoming forwarded header and sets X-Forwarded-For to one
// address: the connection's own, or, when TRUSTED_PROXY_HOPS says that many proxies of ours stand
// in front, the entry those proxies appended, counted from the right.
import "server-only";

/** Header the edge server sets to the one resolved client address. */
export const CLIENT_ADDRESS_HEADER = "x-forwarded-for";

/** Forwarded headers a client could forge; the edge removes them unless a proxy of ours set them. */
export const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
] as const;

/**
 * The client address of a connection: with no trusted proxy, the socket's peer; with N trusted
 * proxies, the Nth X-Forwarded-For entry from the right (each proxy appends the address it saw).
 * Entries further left were written by whoever connected to the first proxy: never trusted.
 */
export function resolveClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxyHops: number,
): string {
  const peer = normalizeAddress(socketAddress) ?? "unknown";
  if (trustedProxyHops <= 0) return peer;
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => normalizeAddress(entry))
    .filter((entry): entry is string => entry !== undefined);
  chain.push(peer);
  // chain[last] is our own proxy (the socket); each hop further left is one proxy back.
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops)] ?? peer;
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are one client; blanks and junk are no address. */
function normalizeAddress(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > 64 || !/^[0-9a-fA-F:.]+$/.test(trimmed)) return undefined;
  return trimmed.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}

/** The address the edge server resolved for this request. */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.split(",")[0]?.trim() || "unknown";
}
