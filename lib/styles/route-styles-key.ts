/**
 * Where a server process keeps each route's styles once lib/server/styles/route-styles.ts has
 * read the build's manifest: a global, so the server rendering of
 * components/site/full-stylesheet.tsx (a client module, which cannot import a server one) writes
 * them into the head without their travelling in the page's component payload as well.
 */
export const ROUTE_STYLES_KEY = Symbol.for("coinmarket.route-styles");
