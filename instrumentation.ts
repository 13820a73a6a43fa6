// Runs once when a Next.js server starts (https://nextjs.org/docs/app/guides/instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // First, so that the work below is traced too; only with an OTLP endpoint set (Traces in
  // docs/operations.md). Node-only: the SDK is never imported into the Edge runtime.
  const { startTracing, shutdownTracing } = await import("@/lib/server/telemetry/tracing");
  await startTracing();
  const { startExpirySweep } = await import("@/lib/server/bookings/expiry-sweep");
  startExpirySweep();
  const { startAuditSealer } = await import("@/lib/server/audit/seal-audit-log");
  startAuditSealer();
  const { startHealthSampler } = await import("@/lib/server/health/health-sampler");
  startHealthSampler();
  const { startRatesFeed } = await import("@/lib/server/economics/rates-feed");
  startRatesFeed();
  const { startMailRunner } = await import("@/lib/server/mail/mail-runner");
  startMailRunner();
  // The timers above stop themselves at shutdown (lib/server/lifecycle/periodic.ts); what
  // requests started in the background, the spans of all that, and then the pool, are closed
  // here, in that order (lib/server/lifecycle/shutdown.ts).
  const { onShutdown } = await import("@/lib/server/lifecycle/shutdown");
  const { settleBackgroundWork } = await import("@/lib/server/background");
  onShutdown("background", "background work", settleBackgroundWork);
  onShutdown("telemetry", "traces", shutdownTracing);
  const { closeDb } = await import("@/lib/server/db/client");
  onShutdown("database", "database", closeDb);
}
