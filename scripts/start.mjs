// npm start: builds when there is no production build yet (an existing one is served as it is:
// `npm run build` makes a new one), then runs the compiled server in this process: refuse unsafe
// settings, migrate, seed a fresh embedded database, serve http://localhost:$PORT on loopback
// (scripts/start.ts). Plain JavaScript, so production needs no TypeScript loader; npm's script
// execs `node scripts/start.mjs`, the command a process manager may also run itself: either way
// the pid it signals passes SIGTERM on to the server, which drains (lib/runtime/serve.ts).
import { pathToFileURL } from "node:url";
import { buildIfMissing, START_ENTRY } from "./lib/production-build.mjs";

try {
  await buildIfMissing();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(pathToFileURL(START_ENTRY).href);
