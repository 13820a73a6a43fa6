// The audit log's filters: who (an account id or email), what (an action, or a family of them
// such as `ledger.`), on what (an entity type, optionally one entity), and when (whole days).
import { z } from "zod";
import { cursorPageQuery } from "./common";

const day = z.iso.date({ message: "Dates are written YYYY-MM-DD" });

export const auditLogFilters = z
  .object({
    actor: z.string().trim().max(254, "The actor is an account id or email").optional(),
    action: z
      .string()
      .trim()
      .max(64, "The action is limited to 64 characters")
      .regex(/^[a-z_.]*$/, "An action is written like user.suspend or ledger.")
      .optional(),
    entityType: z
      .string()
      .trim()
      .max(40, "The entity type is limited to 40 characters")
      .regex(/^[a-z_]*$/, "An entity type is written like user or conversion")
      .optional(),
    entityId: z.string().trim().max(64, "The entity id is limited to 64 characters").optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: "The start date must not be after the end date",
    path: ["from"],
  });
export type AuditLogFilters = z.output<typeof auditLogFilters>;

export const auditLogQuery = z.intersection(auditLogFilters, cursorPageQuery);
export type AuditLogQuery = z.output<typeof auditLogQuery>;
