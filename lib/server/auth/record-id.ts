// Ids of the rows a sign-up makes, chosen here rather than by Prisma's cuid(): a sign-up with a
// taken email answers an account that was never made, and its ids must not tell it from a real
// one. A cuid carries the process's fingerprint and a running counter that a made-up id would
// not match; these have a cuid's shape (a "c", the time in base 36, then random characters) and
// come from one generator for both answers.
import "server-only";
import { randomBytes } from "node:crypto";

export function newRecordId(): string {
  const random = Array.from(randomBytes(16), (byte) => (byte % 36).toString(36)).join("");
  return `c${Date.now().toString(36)}${random}`;
}
