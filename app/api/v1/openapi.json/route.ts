// GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the route registry. Its
// ETag and Cache-Control come from its registry entry (`cache`), as every cached read's do.
import { openApiDocument } from "@/lib/api/openapi";
import { docsRoutes } from "@/lib/api/registry/openapi";
import { apiRoute } from "@/lib/api/route";

/** The same for every request and every caller: built once per server. */
let document: string | null = null;

export const GET = apiRoute(docsRoutes.openapi, () => {
  document ??= JSON.stringify(openApiDocument());
  return new Response(document, {
    headers: { "content-type": "application/json" },
  });
});
