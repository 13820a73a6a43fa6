// AUTH_SECRET signs sessions. When none is configured, one is made once and kept in DATA_DIR,
// so sessions survive restarts of a local install without any setup. Without
// PAYOUT_ENCRYPTION_KEY it also seals payout details (lib/server/conversions/seal.ts), so a
// backup of such an install carries the kept secret and a restore puts it back
// (lib/server/db/embedded-backup.ts).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Shorter than this, a kept secret is not believed (a damaged file): a new one is made. */
const MIN_LENGTH = 32;

export function authSecretFileOf(dataDir: string): string {
  return join(resolve(dataDir), "auth-secret");
}

/** The secret kept in DATA_DIR, if there is one; never makes one. */
export function keptAuthSecret(dataDir: string): string | undefined {
  const file = authSecretFileOf(dataDir);
  if (!existsSync(file)) return undefined;
  const kept = readFileSync(file, "utf8").trim();
  return kept.length >= MIN_LENGTH ? kept : undefined;
}

/**
 * Keeps `secret` as DATA_DIR's generated AUTH_SECRET (a restore's). A different one kept there is
 * moved aside to auth-secret.replaced-<time>, never deleted: what it sealed needs it. Returns
 * where it went, if anywhere.
 */
export function keepAuthSecret(dataDir: string, secret: string): { replacedTo?: string } {
  const file = authSecretFileOf(dataDir);
  let replacedTo: string | undefined;
  if (existsSync(file)) {
    if (readFileSync(file, "utf8").trim() === secret) return {};
    replacedTo = `${file}.replaced-${new Date().toISOString().replaceAll(":", "-")}`;
    renameSync(file, replacedTo);
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return replacedTo ? { replacedTo } : {};
}

export function ensureAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const kept = keptAuthSecret(dataDir);
  if (kept) return kept;
  mkdirSync(resolve(dataDir), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(authSecretFileOf(dataDir), `${secret}\n`, { mode: 0o600 });
  return secret;
}
