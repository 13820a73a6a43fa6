// A fresh in-memory PGlite holding the migrated schema, for the tests that run on the embedded
// database beside PostgreSQL. Creating a PGlite runs initdb in WebAssembly and migrating it runs
// the schema engine in WebAssembly: together several CPU seconds, which the integration tier paid
// once per PGlite in 7 files on CI's two cores. The first call in a test run migrates one and
// keeps its data directory as a tarball (its path comes from the global setup, and the run deletes
// it at the end); every call loads that tarball. Whether the migrations themselves build the same
// database on PGlite is lib/server/db/migrations.int.test.ts's question, which migrates for real.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { newPGlite, PGLITE_OPTIONS, pgliteFactory } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";

async function writeSnapshot(path: string): Promise<void> {
  const pglite = newPGlite("memory://");
  try {
    await applyMigrations(pgliteFactory(pglite));
    const tarball = await pglite.dumpDataDir("none");
    // Two workers may both get here first: each writes its own file and renames it into place,
    // so a reader never sees half a tarball.
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await pglite.close();
  }
}

/** A new in-memory PGlite with every migration applied. */
export async function migratedPGlite(): Promise<PGlite> {
  const path = inject("pgliteSnapshot");
  if (!existsSync(path)) await writeSnapshot(path);
  const pglite = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(path)]) });
  await pglite.waitReady;
  return pglite;
}
