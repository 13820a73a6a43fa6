// The build's last step: each route's own part of the stylesheet, for its document's head
// (app/layout.tsx inlines it, lib/server/styles/route-styles.ts finds it). For every page route
// of Next's build it gathers the code that route ships and renders (its server chunks and its
// client chunks, as the build's manifests list them, with the chunks those load on demand),
// finds Tailwind's candidates in that code with Tailwind's own scanner, and keeps of the
// stylesheet Next.js compiled from app/globals.css the rules whose classes that code can render
// (theme, base layer and custom CSS whole). The rules are Next's own, so a page looks the same
// from its inline part as from the whole file. Plain JavaScript: `npm start`'s launcher runs it
// when the build lacks it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

export const ROUTE_STYLES_MANIFEST = join(".next", "route-styles.json");

/**
 * The page routes of Next's app-path-routes manifest: entry (`/(admin)/admin/users/page`) and
 * the URL pattern it serves (`/admin/users`). Route handlers and Next's own pages (`/_not-found`,
 * `/_global-error`: a path that matches no route links the whole stylesheet) are left out.
 */
export function pageRoutes(appPathRoutes) {
  return Object.entries(appPathRoutes)
    .filter(([entry, pattern]) => entry.endsWith("/page") && !pattern.startsWith("/_"))
    .map(([entry, pattern]) => ({ entry, pattern }));
}

/** The chunk files (relative to .next) that a chunk's code names, as Turbopack's runtime loads them. */
export function chunkReferences(code) {
  return [...code.matchAll(/"((?:server\/chunks\/ssr|static\/chunks)\/[^"\s]+\.js)"/g)].map(
    (match) => match[1],
  );
}

function readClientReferenceManifest(nextDir, entry) {
  const file = join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`);
  // The file assigns the manifest to a global: run it against a global of our own.
  const holder = { __RSC_MANIFEST: {} };
  new Function("globalThis", readFileSync(file, "utf8"))(holder);
  const manifest = holder.__RSC_MANIFEST[entry];
  if (!manifest) throw new Error(`${file} holds no manifest for ${entry}`);
  return manifest;
}

/** `files` and every chunk they name, transitively. */
function withReferences(nextDir, files) {
  const seen = new Set();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...chunkReferences(readFileSync(join(nextDir, file), "utf8")));
  }
  return seen;
}

const withoutPrefix = (chunk) => chunk.replace(/^\/_next\//, "");

/**
 * The code a page route renders, as files relative to .next. `server`: the server entry's
 * chunks, the server renderings of its client components (the manifest's ssrModuleMapping) and
 * what those load on demand (next/dynamic, lazy(): dialogs, menus). `browserOnly`: the browser
 * chunks its client components load on demand that are not among its first scripts (components
 * next/dynamic renders only in the browser, which have no server rendering).
 */
function routeCode(nextDir, entry) {
  const manifest = readClientReferenceManifest(nextDir, entry);
  const server = [join("server", "app", `${entry}.js`)];
  for (const exports of Object.values(manifest.ssrModuleMapping ?? {}))
    for (const { chunks } of Object.values(exports)) server.push(...chunks);
  const first = new Set();
  for (const { chunks } of Object.values(manifest.clientModules ?? {}))
    for (const chunk of chunks) first.add(withoutPrefix(chunk));
  for (const files of Object.values(manifest.entryJSFiles ?? {}))
    for (const file of files) first.add(withoutPrefix(file));
  const all = withReferences(nextDir, [...server, ...first]);
  return {
    server: [...all].filter((file) => file.startsWith("server/")),
    browserOnly: [...all].filter((file) => file.startsWith("static/") && !first.has(file)),
  };
}

/**
 * The sources a server chunk was compiled from, from its source map: absolute path and text.
 * Null when the chunk has no map.
 */
function chunkSources(nextDir, chunk) {
  const mapFile = join(nextDir, `${chunk}.map`);
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  const sources = [];
  for (const part of map.sections ? map.sections.map((section) => section.map) : [map]) {
    for (const [index, source] of (part.sources ?? []).entries()) {
      const text = part.sourcesContent?.[index];
      if (typeof text !== "string") continue;
      const path = resolve(dirname(join(nextDir, chunk)), decodeURIComponent(source));
      sources.push({ path, text });
    }
  }
  return sources;
}

/** The class names a selector needs on the page (those inside :not() excepted). */
function requiredClasses(node, into, negated = false) {
  if (Array.isArray(node)) {
    for (const item of node) requiredClasses(item, into, negated);
  } else if (node && typeof node === "object") {
    if (node.type === "class" && !negated) into.push(node.name);
    const negates = negated || (node.type === "pseudo-class" && node.kind === "not");
    for (const value of Object.values(node)) requiredClasses(value, into, negates);
  }
  return into;
}

const require = createRequire(import.meta.url);
/** A devDependency, like the build's other tools: loaded only to build. */
function buildTool(name, load) {
  try {
    return load();
  } catch {
    throw new Error(
      `Cannot write the routes' styles without devDependencies (${name}): run \`npm ci\` and \`npm run build\`, then \`npm ci --omit=dev\` if you want a lean install.`,
    );
  }
}
let cssTools = null;
function lightningcssAndTargets() {
  if (!cssTools) {
    // The browsers Next.js compiles its CSS for ("chrome 111", "safari 16.4"), so the kept rules
    // stay as Next wrote them; lightningcss writes a version as major << 16 | minor << 8.
    const targets = {};
    for (const browser of require("next/dist/shared/lib/modern-browserslist-target.js")) {
      const [name, version] = browser.split(" ");
      const [major, minor = 0] = version.split(".").map(Number);
      targets[name] = (major << 16) | (minor << 8);
    }
    cssTools = { lightningcss: buildTool("lightningcss", () => require("lightningcss")), targets };
  }
  return cssTools;
}

const GROUPS = new Set(["media", "supports", "layer-block"]);

/**
 * The rules of `css` a page whose code holds `used` candidates can match: a style rule stays when
 * one of its selectors needs only used classes; a group rule (@media, @supports, @layer) left empty
 * goes. Everything else (theme variables, @property, keyframes, the base layer) stays.
 */
export function stylesFor(css, used) {
  const { lightningcss, targets } = lightningcssAndTargets();
  // A removed rule stays as an "ignored" placeholder: a group holding only those goes too.
  const emptied = (rule) =>
    GROUPS.has(rule.type) && rule.value.rules.every((child) => child.type === "ignored")
      ? []
      : undefined;
  const result = lightningcss.transform({
    filename: "globals.css",
    code: Buffer.from(css),
    minify: true,
    targets,
    visitor: {
      Rule: {
        // A rule stays whole when one of its selectors can match: its other selectors are the
        // whole stylesheet's too, so they match nothing it would not.
        style(rule) {
          const matches = rule.value.selectors.some((selector) =>
            requiredClasses(selector, []).every((name) => used.has(name)),
          );
          return matches ? undefined : [];
        },
      },
      RuleExit: emptied,
    },
  });
  return result.code.toString();
}

/**
 * The stylesheet Next.js compiled from app/globals.css: the one CSS file of the build, which
 * components/site/full-stylesheet.tsx imports.
 */
function fullStylesheet(nextDir) {
  const dir = join(nextDir, "static", "chunks");
  const files = readdirSync(dir).filter((file) => file.endsWith(".css"));
  if (files.length !== 1) {
    throw new Error(
      `Expected one stylesheet in ${dir} (app/globals.css, compiled), found ${files.length}: another imported stylesheet needs its own place in scripts/lib/route-styles.mjs.`,
    );
  }
  const file = files[0];
  return { href: `/_next/static/chunks/${file}`, css: readFileSync(join(dir, file), "utf8") };
}

/**
 * Writes .next/route-styles.json ({ stylesheet, routes: { pattern: css } }) for the build under
 * `root` and returns each route's size, raw and gzipped, and the size of the part every route
 * has whatever it renders (`shared`: the theme, the base layer, `@property`, keyframes).
 */
export async function buildRouteStyles(root = process.cwd()) {
  const { compile } = buildTool("@tailwindcss/node", () => require("@tailwindcss/node"));
  const { Scanner } = buildTool("@tailwindcss/oxide", () => require("@tailwindcss/oxide"));
  const nextDir = join(root, ".next");
  const stylesheet = fullStylesheet(nextDir);
  // The files Tailwind reads for app/globals.css (its @source rules): of a route's sources, only
  // these can hold classes, as only theirs are in the stylesheet.
  const globals = join(root, "app", "globals.css");
  const compiler = await compile(readFileSync(globals, "utf8"), {
    base: dirname(globals),
    onDependency: () => {},
  });
  const tailwindScanner = new Scanner({ sources: compiler.sources });
  tailwindScanner.scan();
  const tailwindFiles = new Set(tailwindScanner.files.map((file) => resolve(file)));
  // A scanner reports each candidate once, the first time it meets it: one per text.
  const candidates = new Map();
  const candidatesOf = (key, content, extension) => {
    if (!candidates.has(key))
      candidates.set(key, new Scanner({}).scanFiles([{ content, extension }]));
    return candidates.get(key);
  };
  const appPathRoutes = JSON.parse(
    readFileSync(join(nextDir, "app-path-routes-manifest.json"), "utf8"),
  );
  const routes = {};
  const sizes = [];
  for (const { entry, pattern } of pageRoutes(appPathRoutes)) {
    const used = new Set();
    const add = (found) => {
      for (const candidate of found) used.add(candidate);
    };
    const { server, browserOnly } = routeCode(nextDir, entry);
    for (const chunk of server) {
      const sources = chunkSources(nextDir, chunk);
      if (sources === null) {
        // No map: the compiled code itself, which holds the same class strings.
        add(candidatesOf(chunk, readFileSync(join(nextDir, chunk), "utf8"), "js"));
        continue;
      }
      for (const { path, text } of sources)
        if (tailwindFiles.has(path)) add(candidatesOf(path, text, extname(path).slice(1)));
    }
    for (const chunk of browserOnly)
      add(candidatesOf(chunk, readFileSync(join(nextDir, chunk), "utf8"), "js"));
    const css = stylesFor(stylesheet.css, used);
    if (/<\/style/i.test(css)) throw new Error(`${pattern}'s styles would end their <style> early`);
    routes[pattern] = css;
    sizes.push({ pattern, bytes: Buffer.byteLength(css), gzip: gzipSync(css).length });
  }
  writeFileSync(
    join(root, ROUTE_STYLES_MANIFEST),
    JSON.stringify({ stylesheet: stylesheet.href, routes }),
  );
  const shared = stylesFor(stylesheet.css, new Set());
  return {
    stylesheet: stylesheet.href,
    sizes,
    shared: { bytes: Buffer.byteLength(shared), gzip: gzipSync(shared).length },
  };
}
