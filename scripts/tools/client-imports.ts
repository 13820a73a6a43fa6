// The modules a browser loads up front: the "use client" modules the pages' server components
// import, and what those import in turn with value imports (type-only imports and `import()` are
// left out: the first are erased, the second load later). Read with TypeScript's own parser and module
// resolution, so `@/` paths and index files resolve as the build resolves them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_FOLDERS = ["app", "components", "lib"];
const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  baseUrl: ROOT,
  paths: { "@/*": ["./*"] },
};

/** A module's path from the project root ("lib/format/money.ts"), or a package's name ("zod"). */
export type ModuleName = string;

function sourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|int\.test|spec)\.tsx?$/.test(file))
      .map((file) => path.join(folder, file)),
  );
}

function parse(file: string): ts.SourceFile {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
}

function isClientModule(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  return (
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === "use client"
  );
}

/** True when the import or export brings a value, not only types. */
function bringsValue(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return !statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return true; // `import "x"`: run for its effects
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

function packageName(specifier: string): ModuleName {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** The value imports of `file`: project modules by path, packages by name. */
function valueImports(file: string): ModuleName[] {
  const found: ModuleName[] = [];
  for (const statement of parse(file).statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !bringsValue(statement)) continue;
    const resolved = ts.resolveModuleName(
      specifier.text,
      path.join(ROOT, file),
      OPTIONS,
      ts.sys,
    ).resolvedModule;
    const inProject =
      resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith(".d.ts");
    found.push(
      inProject ? path.relative(ROOT, resolved.resolvedFileName) : packageName(specifier.text),
    );
  }
  return found;
}

/** The files Next.js starts a route from: its pages, layouts and their special files. */
const ROUTE_FILE =
  /(^|\/)(page|layout|template|default|error|global-error|loading|not-found)\.tsx?$/;

/**
 * Every module the browser loads up front, each with the chain that brings it
 * (["app/page.tsx", "components/a.tsx", "lib/b.ts", "zod"]: from the route file that renders it).
 * Server modules are walked from the route files; a "use client" module one of them imports
 * starts the browser's part, and what it imports is loaded with it. `isRoute` narrows the walk to
 * some route files (one page's, with the layouts around it).
 */
export function clientModuleChains(
  isRoute: (file: string) => boolean = () => true,
): Map<ModuleName, ModuleName[]> {
  const server = new Set<ModuleName>();
  const client = new Map<ModuleName, ModuleName[]>();
  const queue: { module: ModuleName; chain: ModuleName[]; inBrowser: boolean }[] = [];
  const visit = (module: ModuleName, chain: ModuleName[], fromBrowser: boolean) => {
    const isSource = /\.tsx?$/.test(module);
    const inBrowser = fromBrowser || (isSource && isClientModule(parse(module)));
    if (inBrowser ? client.has(module) : server.has(module)) return;
    if (inBrowser) client.set(module, chain);
    else server.add(module);
    if (isSource) queue.push({ module, chain, inBrowser });
  };
  for (const file of sourceFiles()) {
    const routeFile =
      file.startsWith("app/") && !file.startsWith("app/api/") && ROUTE_FILE.test(file);
    if (routeFile && isRoute(file)) {
      visit(file, [file], false);
    }
  }
  while (queue.length > 0) {
    const { module, chain, inBrowser } = queue.shift()!;
    for (const imported of valueImports(module)) visit(imported, [...chain, imported], inBrowser);
  }
  return client;
}

/**
 * The project modules among `chains` (what `clientModuleChains` gave: the browser's first load of
 * some routes) that import `pkg` themselves, each with its chain ending in `pkg`. Takes the walk
 * rather than making one: a walk takes seconds on a busy machine, so a test walks once.
 */
export function clientImportersOf(
  pkg: string,
  chains: ReadonlyMap<ModuleName, ModuleName[]>,
): Map<ModuleName, ModuleName[]> {
  const importers = new Map<ModuleName, ModuleName[]>();
  for (const [module, chain] of chains) {
    if (/\.tsx?$/.test(module) && valueImports(module).includes(pkg)) {
      importers.set(module, [...chain, pkg]);
    }
  }
  return importers;
}
