// `npm run build`'s second step, after `next build`: each route's own styles from Next's build
// (.next/route-styles.json), then the server's entries compiled to JavaScript (dist/server) and
// the API reference's UI copied (dist/api-reference).
import { compileServer } from "./lib/production-build.mjs";
import { buildRouteStyles } from "./lib/route-styles.mjs";

const { sizes } = await buildRouteStyles();
const largest = sizes.reduce((max, size) => (size.gzip > max.gzip ? size : max));
console.log(
  `Route styles: ${sizes.length} routes, largest ${largest.pattern} ${largest.bytes} bytes (${largest.gzip} gzipped)`,
);
await compileServer();
