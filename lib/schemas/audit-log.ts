// The audit log as the admin reads it: one entry of the chain, in its strict sequence.
import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { count, isoDateTime, pageOf } from "./common";

type JsonValue = z.infer<ReturnType<typeof z.json>>;

// Any JSON value, as the entry recorded it (always JSON: read from a jsonb column). Declared
// without z.json()'s recursive shape, which generators cannot type (openapi-typescript makes a
// circular alias of it).
const json = z
  .custom<JsonValue>(() => true)
  .meta({ id: "AnyJson", description: "Any JSON value, as the entry recorded it." })
  .nullable();

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
    actingAs: z.enum(ROLES).nullable(),
    // Open vocabularies: a new kind of event adds values, so they are documented, not enumerated.
    action: z.string().meta({
      description:
        "What was done, as domain.verb: user.role_change, service.approve, ledger.topup (one a ledger movement's kind)...",
    }),
    entityType: z.string().meta({
      description:
        "What it was done to: user, organization, service, conversion, payment_order, platform_settings...",
    }),
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
    checked: count,
    unsealed: count,
    firstBroken: z
      .object({ seq: z.string(), entryId: z.string().nullable(), problem: z.string() })
      .nullable(),
  })
  .meta({ id: "AuditChainReport" });

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditChainReport = z.infer<typeof auditChainSchema>;
