// How an audit entry's kept details read on a screen: `reason: Duplicate account`, one a line.
// An entry may hold a field as null (an approval keeps no reason): that field is absent, so it is
// left out, never printed as "null". Shared by every screen that shows audit entries (the audit
// log and an account's audit trail).

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The value without its absent parts (null, undefined, blank text), or undefined if nothing is left. */
function present(value: unknown): Json | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) {
    const items = value.map(present).filter((item): item is Json => item !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
      const kept = present(item);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/** The details of `data` as lines, leaving out `skip` (fields shown elsewhere) and absent ones. */
export function auditDetailLines(data: unknown, skip: readonly string[] = []): string[] {
  if (!data || typeof data !== "object" || Array.isArray(data)) return [];
  return Object.entries(data as Record<string, unknown>).flatMap(([key, value]) => {
    if (skip.includes(key)) return [];
    const kept = present(value);
    if (kept === undefined) return [];
    return [`${key}: ${typeof kept === "string" ? kept : JSON.stringify(kept)}`];
  });
}
