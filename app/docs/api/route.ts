// GET /docs/api: the API reference, rendered from GET /api/v1/openapi.json.
import { apiReferencePage } from "@/lib/api/api-reference";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return apiReferencePage(request);
}
