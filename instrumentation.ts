// Runs once when a Next.js server starts (https://nextjs.org/docs/app/guides/instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startExpirySweep } = await import("@/lib/server/bookings/expiry-sweep");
  startExpirySweep();
  const { startAuditSealer } = await import("@/lib/server/audit/seal-audit-log");
  startAuditSealer();
  const { startHealthSampler } = await import("@/lib/server/health/health-sampler");
  startHealthSampler();
  const { startRatesFeed } = await import("@/lib/server/economics/rates-feed");
  startRatesFeed();
  // The timers above stop themselves at shutdown (lib/server/lifecycle/periodic.ts); what
  // requests started in the background, and then the pool, are closed here.
  const { onShutdown } = await import("@/lib/server/lifecycle/shutdown");
  const { settleBackgroundWork } = await import("@/lib/server/background");
  onShutdown("background", "background work", settleBackgroundWork);
  const { closeDb } = await import("@/lib/server/db/client");
  onShutdown("database", "database", closeDb);
}
