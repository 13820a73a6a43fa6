// `npm run build`'s second step, after `next build`: compiles the server's entries to
// JavaScript (dist/server) and copies the API reference's UI (dist/api-reference).
import { compileServer } from "./lib/production-build.mjs";

await compileServer();
