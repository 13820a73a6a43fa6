// Headers that say a proxy stands between the client and the app, written out by hand rather
// than read from the product's own list (lib/server/http/proxied.ts), so that a name dropped
// from that list fails the tests of the edge and of the development mailbox.

/** Each names the client's address, in one proxy's or CDN's words. */
export const CLIENT_ADDRESS_HEADER_NAMES = [
  "x-forwarded-for",
  "x-real-ip",
  "forwarded",
  "via",
  "cf-connecting-ip",
  "true-client-ip",
  "x-client-ip",
  "x-original-forwarded-for",
  "x-cluster-client-ip",
  "fastly-client-ip",
  "x-forwarded",
  "forwarded-for",
] as const;

/** Every header a proxy adds: the client-address ones and those that name the proxy's request. */
export const PROXY_HEADER_NAMES = [
  ...CLIENT_ADDRESS_HEADER_NAMES,
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-forwarded-server",
] as const;
