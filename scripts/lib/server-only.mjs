// `node --import ./scripts/lib/server-only.mjs` (or `tsx --import ...`): for the scripts and the
// app server's own process, which import lib/server directly. Every lib/server module starts with
// `import "server-only"`, which fails any client bundle that reaches it and throws outside the
// "react-server" condition; these processes are server code, so there it is the empty module.
// Only that one import is affected: react, next and the rest resolve as usual.
import { register } from "node:module";

register("./server-only-hooks.mjs", import.meta.url);
