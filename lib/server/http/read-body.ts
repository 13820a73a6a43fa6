// The one way the app reads a request body: chunk by chunk, counting bytes, and stopping at a
// ceiling. A body sent without Content-Length (chunked) is never held whole before its size is
// known: the stream is cancelled as soon as the ceiling is passed, and the caller gets a 413.
import "server-only";
import { AppError } from "@/lib/errors/app-error";

export const PAYLOAD_TOO_LARGE = "The request body is too large.";

function tooLarge(): AppError {
  return new AppError("payload_too_large", PAYLOAD_TOO_LARGE);
}

/** The body's bytes, or a 413 once more than `limit` bytes arrive (or are declared). */
export async function readBodyBytes(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const stream = request.body;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) {
    await stream?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!stream) return new Uint8Array(new ArrayBuffer(0));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop the upload here: nothing past the ceiling is read or kept.
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text (as `request.text()` decodes it), read under the ceiling. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}
