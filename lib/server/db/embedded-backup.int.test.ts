// db:backup and db:restore on the embedded database: a seeded PGlite (bookings, top-ups, conversions,
// the ledger and the audit chain) is backed up, restored into a fresh DATA_DIR, and the copy passes
// the checks the admin health and audit:verify use, with every table's rows as before. A database
// another process has open is refused, and a restore never lands on an existing database unasked.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { parseEnv } from "@/lib/env";
import { prepareDatabase } from "@/lib/runtime/prepare-database";
import { sealAuditLog } from "@/lib/server/audit/seal-audit-log";
import { openDatabase } from "./connection";
import { lockFileOf } from "./data-dir-lock";
import { backupEmbedded, restoreEmbedded } from "./embedded-backup";
import { checkRestoredDatabase, tableRowCounts } from "./restored-database";

const root = mkdtempSync(join(tmpdir(), "coinmarket-backup-"));
const source = join(root, "source");
const backup = join(root, "backups", "coinmarket.tar.gz");

async function withDatabase<T>(dataDir: string, work: (client: PrismaClient) => Promise<T>) {
  const database = openDatabase({ kind: "embedded", dataDir });
  const client = new PrismaClient({ adapter: database.factory });
  try {
    return await work(client);
  } finally {
    await client.$disconnect();
    await database.close();
  }
}

let before: Record<string, number>;

beforeAll(async () => {
  // npm start's first run: migrations and the demo seed, then the audit sealer's pass.
  await prepareDatabase(
    parseEnv({ ...process.env, DATABASE_URL: undefined, DATA_DIR: source }),
    () => undefined,
  );
  before = await withDatabase(source, async (client) => {
    await sealAuditLog(client);
    return tableRowCounts(client);
  });
}, 300_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("embedded database backups", () => {
  it("restore into a fresh DATA_DIR with the ledger, the audit chain and every row intact", async () => {
    expect(before.Booking).toBeGreaterThan(0);
    expect(before.PaymentOrder).toBeGreaterThan(0);
    expect(before.ConversionRequest).toBeGreaterThan(0);
    expect(before.LedgerTransfer).toBeGreaterThan(0);
    expect(before.AuditLog).toBeGreaterThan(0);
    expect(await backupEmbedded(source, backup)).toBeGreaterThan(0);
    expect(existsSync(`${backup}.partial`)).toBe(false);

    const fresh = join(root, "fresh");
    await expect(restoreEmbedded(fresh, backup)).resolves.toEqual({});
    const check = await withDatabase(fresh, checkRestoredDatabase);
    expect(check.ledger.problems).toEqual([]);
    expect(check.audit).toMatchObject({ ok: true, checked: before.AuditLog, unsealed: 0 });
    expect(check.rows).toEqual(before);
    expect(check.ok).toBe(true);
  }, 300_000);

  it("refuses to restore over a database unless forced, and then keeps the old one aside", async () => {
    const target = join(root, "occupied");
    await restoreEmbedded(target, backup);
    await expect(restoreEmbedded(target, backup)).rejects.toThrow(
      `${join(target, "pglite")} already holds a database. Restore into an empty DATA_DIR, or add --force`,
    );
    const { replacedTo } = await restoreEmbedded(target, backup, { force: true });
    expect(replacedTo).toMatch(/pglite\.replaced-/);
    expect(existsSync(join(replacedTo!, "PG_VERSION"))).toBe(true);
    expect(await withDatabase(target, tableRowCounts)).toEqual(before);
  }, 300_000);

  it("refuses while another process has the database open, and takes over a dead one's lock", async () => {
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
      stdio: "ignore",
    });
    await new Promise<void>((resolve) => holder.once("spawn", () => resolve()));
    try {
      writeFileSync(lockFileOf(source), `${holder.pid}\n`);
      await expect(backupEmbedded(source, join(root, "refused.tar.gz"))).rejects.toThrow(
        `The embedded database in ${source} is open in process ${holder.pid}`,
      );
      await expect(restoreEmbedded(source, backup, { force: true })).rejects.toThrow(
        `is open in process ${holder.pid}`,
      );
      expect(existsSync(join(root, "refused.tar.gz"))).toBe(false);
    } finally {
      holder.kill();
      await new Promise<void>((resolve) => holder.once("exit", () => resolve()));
    }
    // The holder is gone: its lock no longer counts.
    await expect(backupEmbedded(source, join(root, "after.tar.gz"))).resolves.toBeGreaterThan(0);
    expect(existsSync(lockFileOf(source))).toBe(false);
  }, 300_000);

  it("says there is nothing to back up where no database was made", async () => {
    await expect(backupEmbedded(join(root, "empty"), join(root, "none.tar.gz"))).rejects.toThrow(
      `No embedded database in ${join(root, "empty", "pglite")}: nothing to back up.`,
    );
  });
});
