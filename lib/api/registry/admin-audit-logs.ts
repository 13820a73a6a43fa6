// /api/v1/admin/audit-logs: the audit log, every admin action and every coin movement in one
// strict, hash-chained sequence (lib/server/audit), its export and its chain's check.
import { auditChainSchema, auditPageSchema } from "@/lib/schemas/audit-log";
import { AUDIT_EXPORT_HEADER } from "@/lib/server/audit/list-audit-log";
import { auditLogFilters, auditLogQuery } from "@/lib/validations/audit-log";
import { csvExport } from "./csv-export";
import { defineRoute } from "./define";

export const adminAuditRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/admin/audit-logs",
    tag: "Admin",
    summary: "The audit log, newest first",
    description:
      "Filter by `actor` (an account id or email), `action` (exact, or a family ending in a dot: `ledger.`), `entityType`, `entityId`, and `from`/`to` (whole days in the caller's time zone: the `cm_tz` cookie a browser sets, else IST in India and UTC elsewhere). Pages by `cursor` (the `nextCursor` of the page before). Each entry carries the actor, the role acted as, the values before and after, the address, the request id and its link in the hash chain.",
    permission: "admin.audit",
    query: auditLogQuery,
    response: auditPageSchema,
  }),
  export: defineRoute({
    method: "GET",
    path: "/api/v1/admin/audit-logs/export",
    tag: "Admin",
    summary: "The audit log as CSV (same filters, up to 50,000 entries)",
    permission: "admin.audit",
    query: auditLogFilters,
    response: auditPageSchema,
    rawResponse: csvExport("One row an entry, newest first.", AUDIT_EXPORT_HEADER, [
      "1042",
      "2026-11-20T09:30:00.000Z",
      "cm3x7k2p90001qz8h4t6v2b1d",
      "grace@example.com",
      "admin",
      "user.suspend",
      "user",
      "cm3x7k2p90002qz8h4t6v2b1e",
      '{"isActive":true}',
      '{"isActive":false}',
      '{"reason":"Repeated chargebacks on top-ups."}',
      "203.0.113.7",
      "5b0c7c1e-8f0a-4d7e-9a51-2f8d3c6b9e14",
      "9c1d2e3f",
    ]),
  }),
  chain: defineRoute({
    method: "GET",
    path: "/api/v1/admin/audit-logs/chain",
    tag: "Admin",
    summary: "Verify the audit log's hash chain",
    description:
      "Walks the chain from its first entry and names the first broken link: an entry changed after sealing, one removed, or one out of order. The same check as `npm run audit:verify`.",
    permission: "admin.audit",
    response: auditChainSchema,
  }),
};
