// The audit log screen's filters as the URL keeps them, and the API paths they make.
import { endpointUrl } from "@/lib/api/endpoint";
import { adminAuditExport, adminAuditList } from "@/lib/api/endpoints/admin-audit";

export interface AuditFilterValues {
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilterValues = {
  actor: "",
  action: "",
  entityType: "",
  entityId: "",
  from: "",
  to: "",
};

/** Families of actions (a trailing dot matches every action of the family). */
export const AUDIT_ACTION_FAMILIES: Record<string, string> = {
  "": "All actions",
  "user.": "Accounts",
  "service.": "Services",
  "conversion.": "Conversions",
  "payment.": "Payments and refunds",
  "ledger.": "Coin movements",
  "organization.": "Organization profiles",
  "payout_account.": "Payout details",
};

export const AUDIT_ENTITY_TYPES: Record<string, string> = {
  "": "All entities",
  user: "Accounts",
  service: "Services",
  conversion: "Conversions",
  payment_order: "Payment orders",
  ledger_transfer: "Ledger transfers",
};

const KEYS = ["actor", "action", "entityType", "entityId", "from", "to"] as const;

export function auditFiltersFrom(params: { get(name: string): string | null }): AuditFilterValues {
  const values = { ...EMPTY_AUDIT_FILTERS };
  for (const key of KEYS) values[key] = params.get(key)?.trim() ?? "";
  return values;
}

/** `actor=…&action=…` with the filters that are set, in a stable order. */
export function auditQueryString(filters: AuditFilterValues): string {
  const query = new URLSearchParams();
  for (const key of KEYS) if (filters[key]) query.set(key, filters[key]);
  return query.toString();
}

export function auditApiPath(filters: AuditFilterValues): string {
  const query = auditQueryString(filters);
  const path = endpointUrl(adminAuditList);
  return query ? `${path}?${query}` : path;
}

export function auditExportPath(filters: AuditFilterValues): string {
  const query = auditQueryString(filters);
  const path = endpointUrl(adminAuditExport);
  return query ? `${path}?${query}` : path;
}

/** A change as a person reads it: `status: active → suspended`, one field a line. */
export function describeChange(before: unknown, after: unknown): string[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : value === null || value === undefined
        ? {}
        : { value };
  const was = asRecord(before);
  const now = asRecord(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const show = (value: unknown) =>
    value === undefined || value === null
      ? "—"
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  return (
    keys
      // A field that only appears, empty, says nothing (a transfer's missing booking id).
      .filter((key) => key in was || (now[key] !== null && now[key] !== undefined))
      .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]) || !(key in was))
      .map((key) =>
        key in was ? `${key}: ${show(was[key])} → ${show(now[key])}` : `${key}: ${show(now[key])}`,
      )
  );
}
