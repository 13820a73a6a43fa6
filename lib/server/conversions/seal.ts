// Payout details (account numbers, IBANs, UPI ids) are stored sealed: AES-256-GCM with a key
// derived (HKDF) from PAYOUT_ENCRYPTION_KEY, else from AUTH_SECRET. The organization's id is the
// associated data, so a sealed value copied onto another organization's row does not open.
// Format: "v1.<iv>.<tag>.<ciphertext>", base64url; the version leaves room for a key rotation.
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const VERSION = "v1";

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "coinmarket", "payout-details v1", 32));
}

function key(): Buffer {
  const secret = env.PAYOUT_ENCRYPTION_KEY ?? env.AUTH_SECRET;
  // npm start always provides AUTH_SECRET; a process without either must not store details.
  if (!secret) throw new Error("payouts: set PAYOUT_ENCRYPTION_KEY or AUTH_SECRET");
  return keyFrom(secret);
}

export function seal(plain: unknown, organizationId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(organizationId));
  const body = Buffer.concat([cipher.update(JSON.stringify(plain), "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"));
  return [VERSION, ...parts].join(".");
}

/** The sealed value as it was; throws when it was altered, moved or sealed with another key. */
export function unseal(sealed: string, organizationId: string): unknown {
  return openSealed(key(), sealed, organizationId);
}

/**
 * unseal with the key `secret` (a PAYOUT_ENCRYPTION_KEY or AUTH_SECRET) gives, not this
 * process's: how a backup or a restore checks the key a server will run with.
 */
export function unsealWith(secret: string, sealed: string, organizationId: string): unknown {
  return openSealed(keyFrom(secret), sealed, organizationId);
}

function openSealed(sealingKey: Buffer, sealed: string, organizationId: string): unknown {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) throw new Error("payouts: not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(organizationId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
  return JSON.parse(plain) as unknown;
}
