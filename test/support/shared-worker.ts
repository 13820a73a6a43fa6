// The first setup file of a test project whose files share workers (vitest's `isolate: false`,
// see vitest.config.ts): node_modules then load once per worker rather than once per file. Each
// file still starts from fresh app modules, and whatever it leaves in the worker is taken back
// when it ends (after its own afterAll hooks and the later setup files', which vitest runs first):
// the environment variables it set, the timers its code set, the app's process-wide holders.
import { readFileSync } from "node:fs";
import { afterAll, expect, vi } from "vitest";

// A module mocked with vi.mock would stay mocked for every file after this one in the worker.
const testPath = expect.getState().testPath ?? "";
if (/\bvi\.mock\(/.test(readFileSync(testPath, "utf8"))) {
  throw new Error(`${testPath} mocks modules: add it to OWN_WORKER_FILES in vitest.config.ts`);
}

/** The app's process-wide holders on globalThis (`__coinmarket…` keys, `coinmarket.…` symbols). */
function clearAppGlobals(): void {
  for (const key of Reflect.ownKeys(globalThis)) {
    const isApp =
      typeof key === "string"
        ? key.startsWith("__coinmarket")
        : (key.description ?? "").startsWith("coinmarket.");
    if (isApp) Reflect.deleteProperty(globalThis, key);
  }
}

/**
 * Timers the file's code sets, cleared when it ends: a module's timer (a booking-count fold due in
 * a second, a sampler's next run) would otherwise fire during the next file, in modules that
 * read the previous file's settings and database. vitest's own timers are its saved originals.
 */
function trackTimers(): () => void {
  const timers = new Set<NodeJS.Timeout>();
  const { setTimeout: realSetTimeout, setInterval: realSetInterval } = globalThis;
  globalThis.setTimeout = Object.assign((...args: Parameters<typeof realSetTimeout>) => {
    const timer = realSetTimeout(...args);
    timers.add(timer);
    return timer;
  }, realSetTimeout);
  globalThis.setInterval = Object.assign((...args: Parameters<typeof realSetInterval>) => {
    const timer = realSetInterval(...args);
    timers.add(timer);
    return timer;
  }, realSetInterval);
  return () => {
    globalThis.setTimeout = realSetTimeout;
    globalThis.setInterval = realSetInterval;
    for (const timer of timers) clearTimeout(timer);
  };
}

const environmentBefore = { ...process.env };
vi.resetModules();
clearAppGlobals();
const clearTimers = trackTimers();

afterAll(() => {
  clearTimers();
  clearAppGlobals();
  for (const key of Object.keys(process.env)) {
    if (!(key in environmentBefore)) delete process.env[key];
  }
  Object.assign(process.env, environmentBefore);
});
