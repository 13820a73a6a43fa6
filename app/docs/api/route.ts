// GET /docs/api: the API reference, rendered from GET docs.openapi.
import { apiReferencePage } from "@/lib/api/api-reference";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return apiReferencePage(request);
}
