// Interaction to Next Paint from the browser's Event Timing API, as web-vitals computes it: every
// event entry of at least 16 ms that belongs to an interaction (interactionId > 0) is kept; an
// interaction lasts as long as its longest entry (a key's keydown, keypress and keyup, or a tap's
// pointerdown, pointerup and click share one id); a measured action responds in the time of
// its slowest interaction (with fewer than 50 interactions web-vitals' INP is that maximum).

/** One PerformanceEventTiming entry as the page hands it back. */
export interface EventEntry {
  interactionId: number;
  name: string;
  durationMs: number;
}

export interface Interaction {
  id: number;
  durationMs: number;
  /** The event types seen, e.g. keydown, keyup. */
  events: string[];
}

/** The global the observer fills in the page: read and emptied by DRAIN_EVENT_TIMING. */
const GLOBAL = "__benchEventTiming";

/**
 * Installed in every document before its own scripts run (page.evaluateOnNewDocument). Source
 * text, not a function: a transpiled function can carry helpers the page does not have.
 */
export const OBSERVE_EVENT_TIMING = `(() => {
  const entries = [];
  Object.defineProperty(globalThis, ${JSON.stringify(GLOBAL)}, { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      entries.push({ interactionId: entry.interactionId, name: entry.name, durationMs: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
})()`;

/** Evaluated in the page: the entries so far, removed so the next action starts empty. */
export const DRAIN_EVENT_TIMING = `(globalThis[${JSON.stringify(GLOBAL)}] ?? []).splice(0)`;

/** What the page handed back, checked: anything not an entry is dropped. */
export function parseEntries(raw: unknown): EventEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    if (!("interactionId" in item && "name" in item && "durationMs" in item)) return [];
    const { interactionId, name, durationMs } = item;
    return typeof interactionId === "number" &&
      typeof name === "string" &&
      typeof durationMs === "number"
      ? [{ interactionId, name, durationMs }]
      : [];
  });
}

/** The interactions the entries belong to, each as long as its longest entry, in id order. */
export function interactions(entries: EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    const seen = byId.get(entry.interactionId);
    if (!seen) {
      byId.set(entry.interactionId, {
        id: entry.interactionId,
        durationMs: entry.durationMs,
        events: [entry.name],
      });
      continue;
    }
    seen.durationMs = Math.max(seen.durationMs, entry.durationMs);
    if (!seen.events.includes(entry.name)) seen.events.push(entry.name);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The action's Interaction to Next Paint: its slowest interaction. 0 when no entry reached the
 * 16 ms threshold (every interaction answered within a frame); the caller checks separately
 * that the action happened.
 */
export function interactionToNextPaint(entries: EventEntry[]): number {
  return interactions(entries).reduce((worst, next) => Math.max(worst, next.durationMs), 0);
}
