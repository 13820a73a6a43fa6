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
  const { startMailRunner } = await import("@/lib/server/mail/mail-runner");
  startMailRunner();
}
