// A request body that is made while it is read, never held whole: tests send bodies of many
// megabytes (as a chunked upload without Content-Length would) and count how much the server
// pulled before it stopped.
import { expect } from "vitest";
import { PAYLOAD_TOO_LARGE } from "@/lib/server/http/read-body";

export interface LazyBody {
  stream: ReadableStream<Uint8Array>;
  /** Bytes handed to the reader so far. */
  pulled(): number;
  /** Whether the reader cancelled the stream (stopped reading for good). */
  cancelled(): boolean;
}

export const LAZY_CHUNK_BYTES = 64 * 1024;

/** `totalBytes` of JSON whitespace after an optional prefix, made one chunk at a time. */
export function lazyBody(totalBytes: number, prefix = ""): LazyBody {
  let pulled = 0;
  let cancelled = false;
  const head = new TextEncoder().encode(prefix);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) {
        controller.close();
        return;
      }
      const size = Math.min(LAZY_CHUNK_BYTES, totalBytes - pulled);
      const chunk = new Uint8Array(size).fill(0x20);
      if (pulled === 0) chunk.set(head.subarray(0, size));
      pulled += size;
      controller.enqueue(chunk);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

/** A POST whose body is streamed without a Content-Length (Transfer-Encoding: chunked). */
export function chunkedPost(url: string, body: LazyBody, headers: HeadersInit = {}): Request {
  // Node needs `duplex: "half"` for a streamed body; the DOM typings do not list it yet.
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body.stream,
    duplex: "half",
  };
  return new Request(url, init);
}

/**
 * The answer to a body over `limit`: 413 in the envelope, after reading no more than the limit,
 * the chunk that crossed it and one the stream made ahead; and the upload cancelled.
 */
export async function expectStoppedAtLimit(
  response: Response,
  body: LazyBody,
  limit: number,
): Promise<void> {
  expect(response.status).toBe(413);
  expect((await response.json()).error).toEqual({
    code: "payload_too_large",
    message: PAYLOAD_TOO_LARGE,
  });
  expect(body.pulled()).toBeLessThanOrEqual(limit + 2 * LAZY_CHUNK_BYTES);
  expect(body.cancelled()).toBe(true);
}
