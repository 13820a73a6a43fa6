// GET /api/v1/metrics: this server's metrics in Prometheus's text format, for METRICS_TOKEN's
// holder or, without one, loopback clients only.
import { healthRoutes } from "@/lib/api/registry/health";
import { apiRoute } from "@/lib/api/route";
import { scrapeMetrics } from "@/lib/server/observability/scrape-metrics";

export const dynamic = "force-dynamic";

export const GET = apiRoute(healthRoutes.metrics, async ({ request, client }) => {
  const { contentType, text } = await scrapeMetrics({
    authorization: request.headers.get("authorization"),
    address: client.address,
  });
  return new Response(text, { headers: { "content-type": contentType } });
});
