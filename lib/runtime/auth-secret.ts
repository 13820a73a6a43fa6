// AUTH_SECRET signs sessions. When none is configured, one is made once and kept in DATA_DIR,
// so sessions survive restarts of a local install without any setup.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export function ensureAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const dir = resolve(dataDir);
  const file = join(dir, "auth-secret");
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
