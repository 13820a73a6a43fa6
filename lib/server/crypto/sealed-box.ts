// Values kept sealed at rest (payout details, authenticator secrets): AES-256-GCM from node:crypto
// with a key derived (HKDF-SHA256) from a secret of the environment for one purpose, and the
// owner's id as associated data, so a sealed value copied onto another row does not open.
// Format: "v1.<iv>.<tag>.<ciphertext>", base64url; the version leaves room for a key rotation.
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

/** The 32-byte key of one purpose ("payout-details v1", "totp-secret v1") from a secret. */
export function sealingKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "coinmarket", purpose, 32));
}

export function sealText(key: Buffer, plain: string, owner: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(owner));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"));
  return [VERSION, ...parts].join(".");
}

/** The sealed text as it was; throws when it was altered, moved or sealed with another key. */
export function openText(key: Buffer, sealed: string, owner: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) throw new Error("not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
