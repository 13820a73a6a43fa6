// GET /uploads/<name>: an uploaded image or PDF as a browser fetches it. Names are content hashes,
// so the answer never changes and may be cached for a year. Unknown or malformed names are a
// plain 404 (nothing says whether a file exists under another spelling). A PDF is a download
// (media.ts), never a page of this site.
import "server-only";
import { errorText, logger } from "@/lib/server/observability/logger";
import { uploadHeaders } from "./media";
import { IMMUTABLE } from "./s3-storage";
import { isUploadName } from "@/lib/uploads/names";
import { imageStorage } from "./storage";

/** A browser may keep the redirect a while, not forever: S3_PUBLIC_URL can change. */
const REDIRECT_CACHE = "public, max-age=3600";

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export async function serveUpload(name: string): Promise<Response> {
  if (!isUploadName(name)) return plain(404, "Not found");
  try {
    const storage = imageStorage();
    // A public bucket serves its own files (and their bandwidth); the app only points there.
    const direct = storage.publicUrl(name);
    if (direct) {
      return new Response(null, {
        status: 302,
        headers: { location: direct, "cache-control": REDIRECT_CACHE },
      });
    }
    const bytes = await storage.get(name);
    if (!bytes) return plain(404, "Not found");
    return new Response(bytes, {
      headers: {
        ...uploadHeaders(name),
        "content-length": String(bytes.byteLength),
        "cache-control": IMMUTABLE,
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    logger.error({ upload: name, error: errorText(error) }, "could not serve an upload");
    return plain(500, "Server error");
  }
}
