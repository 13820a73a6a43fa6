// Secret tokens (sessions, API tokens, email links) are random 32-byte strings; the database
// keeps only their SHA-256, so a leaked table grants nothing. High-entropy secrets need no
// slow hash.
import "server-only";
import { createHash, randomBytes } from "node:crypto";

export function newSecretToken(prefix = ""): string {
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
