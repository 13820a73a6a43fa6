// GET /docs/api/scalar.js: the reference UI's script, served by this site (no CDN).
import { apiReferenceScript } from "@/lib/api/api-reference";

export async function GET(): Promise<Response> {
  return new Response(new Uint8Array(await apiReferenceScript()), {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
