// A NOTIFY payload as the listener receives it: anyone with the database can send one, so it is
// read defensively and anything unexpected is dropped.
import "server-only";
import type { LivePayload } from "./signal";

export function parseLivePayload(text: string): LivePayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { u, a } = value as { u?: unknown; a?: unknown };
  const users = Array.isArray(u) ? u.filter((id): id is string => typeof id === "string") : [];
  const payload: LivePayload = {};
  if (users.length) payload.u = users;
  if (a === 1) payload.a = 1;
  return payload.u || payload.a ? payload : null;
}
