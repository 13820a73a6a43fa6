// Reads a live stream (GET /api/v1/live) as a browser's EventSource would: Server-Sent Events
// split on blank lines, comments skipped, each event's name and JSON data handed out in order.
import type { LiveCounts } from "@/lib/schemas/live";

export interface LiveEvent {
  event: string;
  data: unknown;
  /** performance.now() when it was read. */
  at: number;
}

export class LiveEvents {
  private readonly queue: LiveEvent[] = [];
  private wake: (() => void) | undefined;
  private done = false;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  /** Fields before the first event (`retry`), by name. */
  readonly fields = new Map<string, string>();

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
    void this.pump();
  }

  private async pump(): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await this.reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Cancelled by the test: the stream is over.
    }
    this.done = true;
    this.wake?.();
  }

  private take(block: string): void {
    let event = "message";
    let data: string | undefined;
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const [name = "", ...rest] = line.split(": ");
      const value = rest.join(": ");
      if (name === "event") event = value;
      else if (name === "data") data = value;
      else this.fields.set(name, value);
    }
    if (data === undefined) return;
    this.queue.push({ event, data: JSON.parse(data), at: performance.now() });
    this.wake?.();
  }

  /** The next event, or null once the stream ended; fails after `timeoutMs`. */
  async next(timeoutMs = 5_000): Promise<LiveEvent | null> {
    const deadline = Date.now() + timeoutMs;
    while (this.queue.length === 0 && !this.done) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no live event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
    return this.queue.shift() ?? null;
  }

  /** The next `counts` event's counts (failing on any other event or the stream's end). */
  async nextCounts(timeoutMs?: number): Promise<LiveCounts & { at: number }> {
    const next = await this.next(timeoutMs);
    if (next?.event !== "counts") throw new Error(`expected counts, got ${JSON.stringify(next)}`);
    return { ...(next.data as LiveCounts), at: next.at };
  }

  /** Whether the server ended the stream (after what is queued). */
  async ended(timeoutMs = 5_000): Promise<boolean> {
    const rest: LiveEvent[] = [];
    for (;;) {
      const next = await this.next(timeoutMs);
      if (next === null) return rest.length === 0;
      rest.push(next);
    }
  }

  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}
