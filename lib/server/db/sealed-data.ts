// Payout details are sealed with a key from PAYOUT_ENCRYPTION_KEY, else AUTH_SECRET
// (lib/server/conversions/seal.ts), and that key is not in the database. db:backup and db:restore
// work out the key a server will run with and open one sealed value of each kind with it, so a
// backup or a restore that could not open them says so instead of leaving every payout unreadable.
import "server-only";
import { unsealWith } from "@/lib/server/conversions/seal";

/** Where a server takes the key that seals payout details from. */
type SealingKeySource =
  | "PAYOUT_ENCRYPTION_KEY"
  | "AUTH_SECRET"
  | "the generated AUTH_SECRET in DATA_DIR/auth-secret"
  | "the generated AUTH_SECRET the backup carries";

export interface SealingKey {
  source: SealingKeySource;
  secret: string;
}

/** The settings that decide the key, as the server reads them (lib/env.ts). */
export interface ConfiguredKeys {
  PAYOUT_ENCRYPTION_KEY?: string;
  AUTH_SECRET?: string;
}

/**
 * The key a server with these settings seals and opens payout details with: seal.ts's choice,
 * with the generated AUTH_SECRET `npm start` hands the server when none is set (auth-secret.ts).
 */
export function sealingKeyOf(
  configured: ConfiguredKeys,
  generated?: SealingKey,
): SealingKey | null {
  if (configured.PAYOUT_ENCRYPTION_KEY) {
    return { source: "PAYOUT_ENCRYPTION_KEY", secret: configured.PAYOUT_ENCRYPTION_KEY };
  }
  if (configured.AUTH_SECRET) return { source: "AUTH_SECRET", secret: configured.AUTH_SECRET };
  return generated ?? null;
}

/** Reads rows with plain SQL: PGlite and node-postgres both answer `query` so. */
export interface SqlReader {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

interface SealedRow {
  organizationId: string;
  sealed: string;
}

/** One sealed value of each kind: an organization's saved payout details, a request's copy. */
const SAMPLES = [
  { table: "PayoutAccount", column: "detailsSealed" },
  { table: "ConversionRequest", column: "payoutSealed" },
] as const;

export interface SealedDataCheck {
  /** True when every sealed value tried opened (or there was none). */
  ok: boolean;
  /** How many sealed values were tried. */
  tried: number;
  key: SealingKey | null;
}

export async function checkSealedData(
  reader: SqlReader,
  key: SealingKey | null,
): Promise<SealedDataCheck> {
  let tried = 0;
  let ok = true;
  for (const { table, column } of SAMPLES) {
    // A database from before payout details existed has neither table.
    const {
      rows: [exists],
    } = await reader.query<{ present: boolean }>(
      `SELECT to_regclass('public."${table}"') IS NOT NULL AS "present"`,
    );
    if (!exists?.present) continue;
    const { rows } = await reader.query<SealedRow>(
      `SELECT "organizationId", "${column}" AS "sealed" FROM "${table}"
       WHERE "${column}" IS NOT NULL LIMIT 1`,
    );
    for (const row of rows) {
      tried += 1;
      if (!key || !opens(key.secret, row)) ok = false;
    }
  }
  return { ok, tried, key };
}

function opens(secret: string, row: SealedRow): boolean {
  try {
    unsealWith(secret, row.sealed, row.organizationId);
    return true;
  } catch {
    return false;
  }
}

/** One line for the command's output: what was checked, with which key. */
export function sealedDataLine(check: SealedDataCheck): string {
  if (check.tried === 0) return "No sealed payout details to check.";
  const keyName = check.key ? check.key.source : "no key";
  return check.ok
    ? `Sealed payout details open with ${keyName}.`
    : `Sealed payout details do NOT open with ${keyName}.`;
}
