// Query strings never leave in a span: a link's query can carry a secret (the verification link's
// `?token=`), and Next.js puts the whole request target on its request span (`http.target`).
// Outgoing calls' URLs (`http.url`, `url.full`) are cut the same way.
import "server-only";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace";

const URL_ATTRIBUTES = ["http.target", "http.url", "url.full"] as const;
const QUERY_ATTRIBUTE = "url.query";

/** The URL or target without its query string (and fragment). */
export function withoutQuery(target: string): string {
  const cut = target.search(/[?#]/);
  return cut === -1 ? target : target.slice(0, cut);
}

/**
 * Rewrites a span's URL attributes as it ends, while it can still be changed: before any exporter
 * sees it, whether they were set when it started (as Next.js does) or later.
 */
export class RedactQueries implements SpanProcessor {
  onStart(): void {}

  onEnding(span: Span): void {
    for (const key of URL_ATTRIBUTES) {
      const value = span.attributes[key];
      if (typeof value === "string") span.setAttribute(key, withoutQuery(value));
    }
    if (span.attributes[QUERY_ATTRIBUTE] !== undefined) span.setAttribute(QUERY_ATTRIBUTE, "");
  }

  onEnd(_span: ReadableSpan): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
