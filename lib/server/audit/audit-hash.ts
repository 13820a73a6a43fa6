// The audit chain's link: a SHA-256 over an entry's whole content, its place and the previous
// entry's hash. Changing any field of a sealed entry, removing one, or reordering them changes a
// hash that the next entry (and the verifier) holds.
import "server-only";
import { createHash } from "node:crypto";

export const GENESIS_HASH = "0".repeat(64);

export interface HashedAuditFields {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  data: unknown;
  ip: string | null;
  requestId: string | null;
}

/** JSON with object keys sorted at every depth: the same value always gives the same text. */
function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "bigint") return JSON.stringify(value.toString());
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function auditEntryHash(seq: bigint, prevHash: string, entry: HashedAuditFields): string {
  const content = canonicalJson({
    seq,
    prevHash,
    id: entry.id,
    createdAt: entry.createdAt,
    actorId: entry.actorId,
    actorRole: entry.actorRole,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    data: entry.data,
    ip: entry.ip,
    requestId: entry.requestId,
  });
  return createHash("sha256").update(content).digest("hex");
}
