// npm start builds only what is missing: a project with no build gets one, and an existing build
// is served as it is, however much newer the sources are (`npm run build` makes a new one).
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolder } from "@/test/support/temporary-folder";
import {
  buildIfMissing,
  missingBuild,
  NEXT_BUILD_ID,
  NEXT_SERVER_ENTRY,
  PREPARE_DATABASE_ENTRY,
  REFERENCE_UI_DIR,
  START_ENTRY,
} from "@/scripts/lib/production-build.mjs";
import { ROUTE_STYLES_MANIFEST } from "@/scripts/lib/route-styles.mjs";

const BUILT_FILES = [
  NEXT_BUILD_ID,
  ROUTE_STYLES_MANIFEST,
  START_ENTRY,
  PREPARE_DATABASE_ENTRY,
  NEXT_SERVER_ENTRY,
  join(REFERENCE_UI_DIR, "standalone.js"),
];

/**
 * A project folder whose `next build` is a stand-in: it writes .next/BUILD_ID and counts its
 * runs in `next-builds`.
 */
function project(): string {
  const root = temporaryFolder("production-build-");
  const next = join(root, "node_modules", "next", "dist", "bin", "next");
  mkdirSync(dirname(next), { recursive: true });
  writeFileSync(
    next,
    `const fs = require("node:fs");
     fs.mkdirSync(".next", { recursive: true });
     fs.writeFileSync(".next/BUILD_ID", "stand-in");
     fs.appendFileSync("next-builds", "built\\n");`,
  );
  return root;
}

function write(root: string, file: string, text = "") {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

const nextBuilds = (root: string) =>
  existsSync(join(root, "next-builds")) ? readFileSync(join(root, "next-builds"), "utf8") : "";

describe("buildIfMissing", () => {
  it("builds when there is no production build", async () => {
    const root = project();
    // The compiled server is there (and the stand-in build keeps the routes' styles, which a
    // real one deletes); Next's build is not.
    for (const file of BUILT_FILES.slice(1)) write(root, file);
    const lines: string[] = [];
    await buildIfMissing({ root, log: (line) => lines.push(line) });
    expect(nextBuilds(root)).toBe("built\n");
    expect(missingBuild(root)).toEqual({ next: false, styles: false, server: false });
    expect(lines.join("\n")).toContain("no production build yet");
  });

  it("serves an existing build as it is, even when sources changed after it", async () => {
    const root = project();
    for (const file of BUILT_FILES) write(root, file);
    const built = new Date(Date.now() - 3_600_000);
    for (const file of BUILT_FILES) utimesSync(join(root, file), built, built);
    for (const file of ["app/page.tsx", "lib/server/x.ts", "package-lock.json"])
      write(root, file, "changed");
    const lines: string[] = [];
    await buildIfMissing({ root, log: (line) => lines.push(line) });
    expect(nextBuilds(root)).toBe("");
    expect(lines).toEqual([]);
  });

  it("says which part is missing: Next's build, the routes' styles, the compiled server, or none", () => {
    const root = project();
    expect(missingBuild(root)).toEqual({ next: true, styles: true, server: true });
    write(root, NEXT_BUILD_ID);
    expect(missingBuild(root)).toEqual({ next: false, styles: true, server: true });
    write(root, ROUTE_STYLES_MANIFEST);
    expect(missingBuild(root)).toEqual({ next: false, styles: false, server: true });
    for (const file of BUILT_FILES) write(root, file);
    expect(missingBuild(root)).toEqual({ next: false, styles: false, server: false });
  });
});
