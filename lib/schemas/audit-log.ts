// The audit log as the admin reads it: one entry of the chain, in its strict sequence.
import { z } from "zod";
import { isoDateTime, pageOf } from "./common";

const json = z.json().nullable();

export const auditEntrySchema = z
  .object({
    /** Position in the chain; entries are listed by it, newest first. */
    seq: z.string(),
    id: z.string(),
    at: isoDateTime,
    actor: z
      .object({ id: z.string(), name: z.string(), email: z.string() })
      .nullable()
      .describe("null: the platform itself (a webhook, the expiry sweep)"),
    /** The role the actor acted as. */
    actingAs: z.string().nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    before: json,
    after: json,
    data: json,
    ip: z.string().nullable(),
    requestId: z.string().nullable(),
    hash: z.string(),
  })
  .meta({ id: "AuditEntry" });

export const auditPageSchema = pageOf(auditEntrySchema).meta({ id: "AuditPage" });

export const auditChainSchema = z
  .object({
    ok: z.boolean(),
    checked: z.number().int(),
    unsealed: z.number().int(),
    firstBroken: z
      .object({ seq: z.string(), entryId: z.string().nullable(), problem: z.string() })
      .nullable(),
  })
  .meta({ id: "AuditChainReport" });

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditChainReport = z.infer<typeof auditChainSchema>;
