// db:backup and db:restore on the embedded database: a seeded PGlite (bookings, top-ups, conversions,
// the ledger and the audit chain) is backed up, restored into a fresh DATA_DIR, and the copy passes
// the checks the admin health and audit:verify use, with every table's rows as before. A database
// another process has open is refused, and a restore never lands on an existing database unasked.
// Payout details sealed with the generated AUTH_SECRET travel with it: the admin reads them after a
// restore into an empty folder, and a backup or restore whose key cannot open them refuses.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { env, parseEnv } from "@/lib/env";
import { authSecretFileOf, ensureAuthSecret, keptAuthSecret } from "@/lib/runtime/auth-secret";
import { prepareDatabase } from "@/lib/runtime/prepare-database";
import { sealAuditLog } from "@/lib/server/audit/seal-audit-log";
import { revealPayout } from "@/lib/server/conversions/reveal-payout";
import { seal } from "@/lib/server/conversions/seal";
import { openDatabase, openEmbeddedPGlite } from "./connection";
import { lockFileOf } from "./data-dir-lock";
import { backupEmbedded, restoreEmbedded } from "./embedded-backup";
import { checkRestoredDatabase, tableRowCounts } from "./restored-database";

const root = mkdtempSync(join(tmpdir(), "coinmarket-backup-"));
const source = join(root, "source");
const backup = join(root, "backups", "coinmarket.tar");

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
    expect(await backupEmbedded(source, backup)).toMatchObject({
      bytes: expect.any(Number),
      // No key was set and none was generated: the demo data seals nothing.
      carriesAuthSecret: false,
      sealed: { ok: true, tried: 0 },
    });
    expect(existsSync(`${backup}.partial`)).toBe(false);

    const fresh = join(root, "fresh");
    await expect(restoreEmbedded(fresh, backup)).resolves.toEqual({
      restoredAuthSecret: false,
      sealed: { ok: true, tried: 0, key: null },
    });
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
    await expect(backupEmbedded(source, join(root, "after.tar"))).resolves.toMatchObject({
      bytes: expect.any(Number),
    });
    expect(existsSync(lockFileOf(source))).toBe(false);
  }, 300_000);

  it("says there is nothing to back up where no database was made", async () => {
    await expect(backupEmbedded(join(root, "empty"), join(root, "none.tar.gz"))).rejects.toThrow(
      `No embedded database in ${join(root, "empty", "pglite")}: nothing to back up.`,
    );
  });
});

/** Runs `work` as the server started on `dataDir` would: its database and its key. */
async function asServerOn<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const app = globalThis as { __coinmarketDb?: PrismaClient };
  const before = { db: app.__coinmarketDb, key: env.PAYOUT_ENCRYPTION_KEY, auth: env.AUTH_SECRET };
  // What `npm start` hands the server: the configured AUTH_SECRET, else the generated one.
  env.PAYOUT_ENCRYPTION_KEY = undefined;
  env.AUTH_SECRET = ensureAuthSecret(undefined, dataDir);
  try {
    return await withDatabase(dataDir, (client) => {
      app.__coinmarketDb = client;
      return work();
    });
  } finally {
    app.__coinmarketDb = before.db;
    env.PAYOUT_ENCRYPTION_KEY = before.key;
    env.AUTH_SECRET = before.auth;
  }
}

const DETAILS = { holderName: "Brightpath Learning", upiId: "brightpath@okaxis" };

describe("payout details sealed with the generated AUTH_SECRET", () => {
  const sealedSource = join(root, "sealed-source");
  const sealedBackup = join(root, "backups", "sealed.tar");
  let conversionId = "";
  let admin: SessionUser;
  let secret = "";

  beforeAll(async () => {
    // A copy of the seeded database, served by `npm start` with no keys set: a generated
    // AUTH_SECRET seals an organization's payout account and its pending request's details.
    const plain = join(root, "backups", "plain.tar");
    await backupEmbedded(source, plain);
    await restoreEmbedded(sealedSource, plain);
    secret = ensureAuthSecret(undefined, sealedSource);
    const previous = { key: env.PAYOUT_ENCRYPTION_KEY, auth: env.AUTH_SECRET };
    env.PAYOUT_ENCRYPTION_KEY = undefined;
    env.AUTH_SECRET = secret;
    try {
      await withDatabase(sealedSource, async (client) => {
        const request = await client.conversionRequest.findFirstOrThrow({
          where: { status: { in: ["pending", "processing"] } },
        });
        conversionId = request.id;
        const sealed = seal(DETAILS, request.organizationId);
        await client.conversionRequest.update({
          where: { id: request.id },
          data: { payoutMethod: "upi", payoutMasked: "UPI •••axis", payoutSealed: sealed },
        });
        await client.payoutAccount.create({
          data: {
            organizationId: request.organizationId,
            currency: request.currency,
            method: "upi",
            holderName: DETAILS.holderName,
            detailsSealed: sealed,
            masked: "UPI •••axis",
          },
        });
        const row = await client.user.findFirstOrThrow({ where: { role: "admin" } });
        admin = {
          id: row.id,
          name: row.name,
          email: row.email,
          role: "admin",
          emailVerified: true,
          isActive: true,
          image: null,
          createdAt: row.createdAt.toISOString(),
          organization: null,
          walletBalance: 0,
          secondFactor: true,
        };
      });
    } finally {
      env.PAYOUT_ENCRYPTION_KEY = previous.key;
      env.AUTH_SECRET = previous.auth;
    }
  }, 300_000);

  it("travel in the backup: restored into an empty folder, the admin reads them as before", async () => {
    const before = await asServerOn(sealedSource, () => revealPayout(admin, conversionId));
    const backup = await backupEmbedded(sealedSource, sealedBackup);
    expect(backup).toMatchObject({
      carriesAuthSecret: true,
      sealed: { ok: true, tried: 2 },
    });
    // It holds a secret: readable by its owner only.
    expect(statSync(sealedBackup).mode & 0o077).toBe(0);

    const fresh = join(root, "sealed-fresh");
    const restored = await restoreEmbedded(fresh, sealedBackup);
    expect(restored).toMatchObject({ restoredAuthSecret: true, sealed: { ok: true, tried: 2 } });
    expect(keptAuthSecret(fresh)).toBe(secret);
    expect(statSync(authSecretFileOf(fresh)).mode & 0o077).toBe(0);

    const after = await asServerOn(fresh, () => revealPayout(admin, conversionId));
    expect(after).toEqual(before);
    expect(after.details).toEqual([{ label: "UPI ID", value: DETAILS.upiId }]);
  }, 300_000);

  it("refuse to restore with a key that does not open them, and restore nothing", async () => {
    const target = join(root, "wrong-key");
    await expect(
      restoreEmbedded(target, sealedBackup, {
        keys: { PAYOUT_ENCRYPTION_KEY: "not-the-key-they-were-sealed-with" },
      }),
    ).rejects.toThrow(
      "The sealed payout details in this backup do not open with PAYOUT_ENCRYPTION_KEY, the key the server would run with here. Nothing was restored.",
    );
    expect(existsSync(join(target, "pglite"))).toBe(false);
    expect(readdirSync(target)).toEqual([]);

    // Knowing the key is lost for good, the operator may restore without it.
    const anyway = await restoreEmbedded(target, sealedBackup, {
      keys: { PAYOUT_ENCRYPTION_KEY: "not-the-key-they-were-sealed-with" },
      allowUnreadablePayouts: true,
    });
    expect(anyway.sealed).toMatchObject({ ok: false, tried: 2 });
    expect(existsSync(join(target, "pglite", "PG_VERSION"))).toBe(true);
  }, 300_000);

  it("refuse to restore a backup without the key into a folder that has none", async () => {
    // As a backup made before the secret travelled with it: the database alone.
    const legacy = join(root, "backups", "legacy.tar.gz");
    const { pglite, close } = openEmbeddedPGlite(sealedSource);
    try {
      writeFileSync(legacy, Buffer.from(await (await pglite.dumpDataDir("gzip")).arrayBuffer()));
    } finally {
      await close();
    }
    await expect(restoreEmbedded(join(root, "no-key"), legacy)).rejects.toThrow(
      "do not open with no key (neither PAYOUT_ENCRYPTION_KEY nor AUTH_SECRET is set, and DATA_DIR has no generated auth-secret)",
    );
    // With the key the backed-up server ran with, it restores.
    const withKey = await restoreEmbedded(join(root, "with-key"), legacy, {
      keys: { PAYOUT_ENCRYPTION_KEY: secret },
    });
    expect(withKey).toMatchObject({ restoredAuthSecret: false, sealed: { ok: true } });
  }, 300_000);

  it("refuse to back up with a key that does not open them", async () => {
    const refused = join(root, "backups", "refused.tar");
    await expect(
      backupEmbedded(sealedSource, refused, { keys: { AUTH_SECRET: "another-auth-secret" } }),
    ).rejects.toThrow(
      "The sealed payout details in this database do not open with AUTH_SECRET, so a backup could not be restored with them. Nothing was written.",
    );
    expect(existsSync(refused)).toBe(false);
  }, 300_000);
});
