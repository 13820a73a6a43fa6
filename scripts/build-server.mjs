// `npm run build`'s second step, after `next build`: each route's own styles from Next's build
// (.next/route-styles.json), then the server's entries compiled to JavaScript (dist/server) and
// the API reference's UI copied (dist/api-reference).
import { compileServer } from "./lib/production-build.mjs";
import { buildRouteStyles } from "./lib/route-styles.mjs";

const { sizes, shared } = await buildRouteStyles();
const largest = sizes.reduce((max, size) => (size.gzip > max.gzip ? size : max));
const smallest = sizes.reduce((min, size) => (size.gzip < min.gzip ? size : min));
console.log(
  `Route styles: ${sizes.length} routes, from ${smallest.pattern} ${smallest.bytes} bytes (${smallest.gzip} gzipped) to ${largest.pattern} ${largest.bytes} bytes (${largest.gzip} gzipped); every route's share, selected by no class: ${shared.bytes} bytes (${shared.gzip} gzipped)`,
);
await compileServer();
