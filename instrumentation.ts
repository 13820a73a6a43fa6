// Runs once when a Next.js server starts (https://nextjs.org/docs/app/guides/instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // First, so that the work below is traced too; only with an OTLP endpoint set (Traces in
  // docs/operations.md). Node-only: the SDK is never imported into the Edge runtime.
  const { startTracing } = await import("@/lib/server/telemetry/tracing");
  await startTracing();
  const { startExpirySweep } = await import("@/lib/server/bookings/expiry-sweep");
  startExpirySweep();
  const { startAuditSealer } = await import("@/lib/server/audit/seal-audit-log");
  startAuditSealer();
  const { startHealthSampler } = await import("@/lib/server/health/health-sampler");
  startHealthSampler();
  const { startRatesFeed } = await import("@/lib/server/economics/rates-feed");
  startRatesFeed();
}
