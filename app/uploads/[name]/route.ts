// GET /uploads/<name>: an uploaded image (lib/server/uploads/serve-upload.ts). Not an API route:
// a file for <img>, answered without looking up who asks, so a page of pictures costs no queries.
import { serveUpload } from "@/lib/server/uploads/serve-upload";

export async function GET(
  _request: Request,
  context: { params: Promise<{ name: string }> },
): Promise<Response> {
  return serveUpload((await context.params).name);
}
