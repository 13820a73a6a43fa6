// The production build and how to make it: Next's build (.next) and the server's own entries
// compiled to JavaScript (dist/server), so production runs plain `node` without a TypeScript
// loader. Plain JavaScript: `npm start`'s launcher (scripts/start.mjs) imports it before any
// build exists. An existing build is served as it is, whatever changed since: `npm run build`
// makes a new one.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { buildRouteStyles, ROUTE_STYLES_MANIFEST } from "./route-styles.mjs";

export const NEXT_BUILD_ID = join(".next", "BUILD_ID");
const SERVER_DIR = join("dist", "server");
/** `npm start`'s program once built: refuse unsafe settings, prepare the database, serve. */
export const START_ENTRY = join(SERVER_DIR, "start.mjs");
/** The start's database step, in a process of its own: migrate, check, seed. */
export const PREPARE_DATABASE_ENTRY = join(SERVER_DIR, "prepare-database.mjs");
/** The app server's own process (lib/runtime/next-server.ts): Next.js behind the edge. */
export const NEXT_SERVER_ENTRY = join(SERVER_DIR, "next-server.mjs");
/** The API reference's interactive UI, copied out of its package (a devDependency). */
export const REFERENCE_UI_DIR = join("dist", "api-reference");

const SERVER_ENTRIES = {
  start: "scripts/start.ts",
  "prepare-database": "lib/runtime/prepare-database-main.ts",
  "next-server": "lib/runtime/next-server.ts",
};

/**
 * Compiles the server's entries with esbuild: the project's TypeScript (the generated Prisma
 * client included) in one file each, every package left to node_modules. `server-only` is its
 * empty module, as in Next's server bundles: these processes are server code (see
 * scripts/lib/server-only.mjs). Then copies the reference UI's script beside them.
 */
export async function compileServer(root = process.cwd()) {
  // A devDependency: loaded only to build, never by the production server.
  const esbuild = await import("esbuild").catch(() => {
    throw new Error(
      "Cannot build the server without devDependencies (esbuild): run `npm ci` and `npm run build`, then `npm ci --omit=dev` if you want a lean install.",
    );
  });
  rmSync(join(root, SERVER_DIR), { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIR,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    alias: { "server-only": "./node_modules/server-only/empty.js" },
    tsconfig: "tsconfig.json",
    sourcemap: "linked",
    logLevel: "warning",
  });
  copyReferenceUi(root);
}

function copyReferenceUi(root) {
  const pkg = join(root, "node_modules", "@scalar", "api-reference");
  const dir = join(root, REFERENCE_UI_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The script, and its package.json for the version the page's script address carries.
  for (const file of [join("dist", "browser", "standalone.js"), "package.json"]) {
    copyFileSync(join(pkg, file), join(dir, basename(file)));
  }
}

/**
 * Which parts of the build under `root` are missing: Next's, the routes' styles (made from
 * Next's build, which a new `next build` deletes), the compiled server's, or none.
 */
export function missingBuild(root = process.cwd()) {
  const exists = (file) => existsSync(join(root, file));
  return {
    next: !exists(NEXT_BUILD_ID),
    styles: !exists(ROUTE_STYLES_MANIFEST),
    server: ![
      START_ENTRY,
      PREPARE_DATABASE_ENTRY,
      NEXT_SERVER_ENTRY,
      join(REFERENCE_UI_DIR, "standalone.js"),
    ].every(exists),
  };
}

/**
 * Makes the parts of the build under `root` that do not exist yet. An existing build is kept as
 * it is, whatever changed since: `npm run build` makes a new one.
 */
export async function buildIfMissing({ root = process.cwd(), log = console.log } = {}) {
  const missing = missingBuild(root);
  if (missing.next) {
    log("Build: no production build yet, building (a few minutes)...");
    const result = spawnSync(
      process.execPath,
      [join("node_modules", "next", "dist", "bin", "next"), "build"],
      { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } },
    );
    if (result.status !== 0) throw new Error("next build failed");
  }
  if (missingBuild(root).styles) {
    if (!missing.next) log("Build: writing the routes' styles...");
    await buildRouteStyles(root);
  }
  if (missing.server) {
    if (!missing.next) log("Build: compiling the server's entry...");
    await compileServer(root);
  }
}
