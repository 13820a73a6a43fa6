// GET /api/v1/metrics: this server's metrics in Prometheus's text format, for METRICS_TOKEN's
// holder or, without one, loopback clients that connected directly only.
import { metricsRoutes } from "@/lib/api/registry/metrics";
import { apiRoute } from "@/lib/api/route";
import { cameDirectly } from "@/lib/server/http/proxied";
import { scrapeMetrics } from "@/lib/server/observability/scrape-metrics";

export const dynamic = "force-dynamic";

export const GET = apiRoute(metricsRoutes.read, async ({ request, client }) => {
  const { contentType, text } = await scrapeMetrics({
    authorization: request.headers.get("authorization"),
    address: client.address,
    direct: cameDirectly(request.headers),
  });
  return new Response(text, { headers: { "content-type": contentType } });
});
