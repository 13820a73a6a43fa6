// Server-Sent Events framing (the HTML standard's text/event-stream): each field a line, each
// message ended by a blank line. Data is JSON, which escapes line breaks, so it is always one
// `data:` line and nothing in it can end a message early.
import "server-only";

const encoder = new TextEncoder();

/** A named event carrying `data` as JSON. */
export function sseEvent(name: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** How long the browser waits before it reconnects, in milliseconds. */
export function sseRetry(milliseconds: number): Uint8Array {
  return encoder.encode(`retry: ${milliseconds}\n\n`);
}

/** A comment: the browser ignores it, proxies see traffic and keep the connection open. */
export function sseComment(text: string): Uint8Array {
  return encoder.encode(`: ${text}\n\n`);
}
