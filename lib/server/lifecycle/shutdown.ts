// The process's shutdown state and the work to finish before it exits. Next.js bundles the app
// (routes, instrumentation.ts) apart from the runtime that owns the HTTP server
// (lib/runtime/next-server.ts, run by tsx), so this module can be loaded twice in one process:
// the state lives on globalThis, where every copy finds the same one.
import "server-only";
import { logger } from "@/lib/server/observability/logger";

/**
 * The order hooks run in once requests have drained: background work first (it writes to the
 * database), then telemetry (it reports what that work did), then the database pool.
 */
const SHUTDOWN_STAGES = ["background", "telemetry", "database"] as const;
export type ShutdownStage = (typeof SHUTDOWN_STAGES)[number];

type Hook = () => Promise<void> | void;

interface Lifecycle {
  draining: boolean;
  hooks: Map<ShutdownStage, Map<string, Hook>>;
}

const KEY = Symbol.for("coinmarket.lifecycle");
const holder = globalThis as typeof globalThis & { [KEY]?: Lifecycle };

function lifecycle(): Lifecycle {
  holder[KEY] ??= { draining: false, hooks: new Map() };
  return holder[KEY];
}

/** True once the server began shutting down: readiness answers 503 from then on. */
export function isDraining(): boolean {
  return lifecycle().draining;
}

export function beginDraining(): void {
  lifecycle().draining = true;
}

/**
 * Registers work to finish at shutdown, by name (registering a name again replaces it, so a
 * module loaded twice registers once). Telemetry (flushing spans, metrics) goes in "telemetry".
 */
export function onShutdown(stage: ShutdownStage, name: string, hook: Hook): void {
  const hooks = lifecycle().hooks;
  const stageHooks = hooks.get(stage) ?? new Map<string, Hook>();
  stageHooks.set(name, hook);
  hooks.set(stage, stageHooks);
}

/**
 * Runs every stage's hooks in order (a stage's hooks together); a failing hook is reported and
 * the rest still run. Resolves the names of the hooks that failed.
 */
export async function runShutdownHooks(): Promise<string[]> {
  const failed: string[] = [];
  for (const stage of SHUTDOWN_STAGES) {
    const stageHooks = [...(lifecycle().hooks.get(stage) ?? new Map<string, Hook>())];
    await Promise.all(
      stageHooks.map(async ([name, hook]) => {
        try {
          await hook();
        } catch (error) {
          logger.error({ hook: name, err: error }, "shutdown hook failed");
          failed.push(name);
        }
      }),
    );
  }
  return failed;
}
