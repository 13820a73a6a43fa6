// The audit log's filters: who (an account id or email), what (an action, or a family of them
// such as `ledger.`), on what (an entity type, optionally one entity), and when (whole days).
import { z } from "zod";
import { cursorPageQuery } from "./common";

const day = z.iso.date({ message: "Dates are written YYYY-MM-DD" });

export const auditLogFilters = z
  .object({
    actor: z
      .string()
      .trim()
      .max(254, "The actor is an account id or email")
      .optional()
      .meta({ description: "Who acted: an account's id or email.", examples: ["ada@example.com"] }),
    action: z
      .string()
      .trim()
      .max(64, "The action is limited to 64 characters")
      .regex(/^[a-z_.]*$/, "An action is written like user.suspend or ledger.")
      .optional()
      .meta({
        description: "An action, or the start of one (ledger. is every ledger movement).",
        examples: ["user.suspend"],
      }),
    entityType: z
      .string()
      .trim()
      .max(40, "The entity type is limited to 40 characters")
      .regex(/^[a-z_]*$/, "An entity type is written like user or conversion")
      .optional()
      .meta({ description: "What was acted on: user, service, conversion...", examples: ["user"] }),
    entityId: z
      .string()
      .trim()
      .max(64, "The entity id is limited to 64 characters")
      .optional()
      .meta({
        description: "The id of what was acted on.",
        examples: ["cm3x7k2p90001qz8h4t6v2b1d"],
      }),
    from: day
      .optional()
      .meta({ description: "Entries on or after this day.", examples: ["2026-11-01"] }),
    to: day
      .optional()
      .meta({ description: "Entries on or before this day.", examples: ["2026-11-30"] }),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: "The start date must not be after the end date",
    path: ["from"],
  });
export type AuditLogFilters = z.output<typeof auditLogFilters>;

export const auditLogQuery = z.intersection(auditLogFilters, cursorPageQuery);
export type AuditLogQuery = z.output<typeof auditLogQuery>;
