// Generates the Prisma client (postinstall). Prisma's CLI downloads a native schema engine at
// start, which fails on machines without internet; `generate` never uses that engine, so we
// point it at a stub executable. On a machine with internet this changes nothing.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A production install (`npm ci --omit=dev`) has no Prisma CLI, and needs no client: the build
// made before it (.next, dist/server) holds the generated client.
if (!existsSync(join("node_modules", "prisma"))) {
  console.log("prisma-generate: no Prisma CLI (a production install): the build holds the client");
  process.exit(0);
}

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const stub = join(mkdtempSync(join(tmpdir(), "prisma-stub-")), "schema-engine");
  writeFileSync(stub, "#!/bin/sh\nexit 0\n");
  chmodSync(stub, 0o755);
  env.PRISMA_SCHEMA_ENGINE_BINARY = stub;
}
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
env.CHECKPOINT_DISABLE = "1";

const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
