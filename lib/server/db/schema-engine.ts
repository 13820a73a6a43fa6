// Loads Prisma's schema engine compiled to WebAssembly. Prisma's CLI would download a native
// engine at start, which cannot happen on machines without internet; the wasm build ships in an
// npm package and drives the database through the same driver adapter the app uses.
import "server-only";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";

type GlueModule = typeof glue & {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  SchemaEngine: typeof SchemaEngine;
};

let loaded: Promise<GlueModule> | undefined;

function loadEngineModule(): Promise<GlueModule> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    // The package does not export the .wasm file; find it beside the package's entry point.
    const entry = require.resolve("@prisma/schema-engine-wasm");
    const wasmPath = join(dirname(entry), "schema_engine_bg.wasm");
    const bytes = await readFile(wasmPath);
    const engineModule = glue as GlueModule;
    const { instance } = await WebAssembly.instantiate(bytes, {
      "./schema_engine_bg.js": engineModule,
    });
    engineModule.__wbg_set_wasm(instance.exports);
    const start = instance.exports.__wbindgen_start;
    if (typeof start === "function") start();
    return engineModule;
  })();
  return loaded;
}

export type EngineLog = (message: string) => void;

export async function openSchemaEngine(
  datamodel: { path: string; source: string },
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  log: EngineLog = () => {},
): Promise<SchemaEngine> {
  const engine = await loadEngineModule();
  return engine.SchemaEngine.new(
    { datamodels: [[datamodel.path, datamodel.source]] },
    (message: string) => log(message),
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}
