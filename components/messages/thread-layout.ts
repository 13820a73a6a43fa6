// Where each entry of a booking's thread sits for the one reading it.
import type { BookingSide, ThreadEntryView } from "@/lib/schemas/booking-messages";
import { ENTRY_LABELS } from "./messages-texts";

/** Own messages on the right, the other side's on the left, a booking's steps across. */
export type EntryPlacement = "own" | "other" | "step";

export function entryPlacement(entry: ThreadEntryView, viewer: BookingSide): EntryPlacement {
  if (entry.kind !== "message") return "step";
  return entry.side === viewer ? "own" : "other";
}

/** "Delivery", "Problem reported", "Organization's response"; null for a message. */
export function entryLabel(entry: ThreadEntryView): string | null {
  return entry.kind === "message" ? null : ENTRY_LABELS[entry.kind];
}

/**
 * Whether an entry starts a new run: its author's name is shown only on the first of several
 * messages one side wrote in a row, as chat threads do.
 */
export function startsRun(entries: readonly ThreadEntryView[], index: number): boolean {
  const entry = entries[index];
  const previous = index > 0 ? entries[index - 1] : undefined;
  if (!entry || !previous) return true;
  if (entry.kind !== "message" || previous.kind !== "message") return true;
  return entry.side !== previous.side;
}

/** "12 / 2000": the composer's live count. */
export function lengthCount(text: string, max: number): string {
  return `${text.length} / ${max}`;
}
