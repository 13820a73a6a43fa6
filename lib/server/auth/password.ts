// Password hashing with argon2id at OWASP's recommended parameters (19 MiB, 2 iterations,
// 1 lane), through @node-rs/argon2 (its binary ships inside the npm package).
import "server-only";
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFKC"), ARGON2ID);
}

/** False for a wrong password and for anything that is not an argon2 hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith("$argon2")) return false;
  try {
    return await verify(stored, password.normalize("NFKC"));
  } catch {
    return false;
  }
}

/**
 * A real hash to verify against when the account does not exist, so a login for an unknown
 * email takes as long as one with a wrong password (no account enumeration by timing).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword("not-a-real-password");
  return decoy;
}
