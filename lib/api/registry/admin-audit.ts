// The audit log: every admin action and every coin movement, in one strict, hash-chained
// sequence (lib/server/audit).
import { auditChainSchema, auditPageSchema } from "@/lib/schemas/audit-log";
import { auditLogFilters, auditLogQuery } from "@/lib/validations/audit-log";
import { defineRoute } from "./define";

const TAG = "Admin";

export const adminAuditRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/admin/audit-logs",
    tag: TAG,
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
    tag: TAG,
    summary: "The audit log as CSV (same filters, up to 50,000 entries)",
    permission: "admin.audit",
    query: auditLogFilters,
    response: auditPageSchema,
    rawResponse: {
      mediaType: "text/csv",
      description: "One row an entry, newest first; times in UTC (ISO 8601).",
    },
  }),
  chain: defineRoute({
    method: "GET",
    path: "/api/v1/admin/audit-logs/chain",
    tag: TAG,
    summary: "Verify the audit log's hash chain",
    description:
      "Walks the chain from its first entry and names the first broken link: an entry changed after sealing, one removed, or one out of order. The same check as `npm run audit:verify`.",
    permission: "admin.audit",
    response: auditChainSchema,
  }),
};
