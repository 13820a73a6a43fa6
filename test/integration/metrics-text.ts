// Reads GET /api/v1/metrics as Prometheus would, for integration tests: the text, then the sum
// of the samples of one metric whose labels include the given ones.
import { GET as metricsRoute } from "@/app/api/v1/metrics/route";

export async function scrape(headers: Record<string, string> = {}): Promise<Response> {
  return metricsRoute(
    new Request("http://127.0.0.1:3000/api/v1/metrics", {
      // As the edge marks a request from this machine that came through no proxy.
      headers: { "x-forwarded-for": "127.0.0.1", "x-coinmarket-proxied": "0", ...headers },
    }),
  );
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The sum of `name`'s samples carrying every label given; 0 when there is none. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(LABEL)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

/** Whether the text has any sample of `name`. */
export function has(text: string, name: string): boolean {
  return text.split("\n").some((line) => SAMPLE.exec(line)?.[1] === name);
}

/** A scrape's text, failing unless it was answered 200. */
export async function metricsText(): Promise<string> {
  const response = await scrape();
  if (response.status !== 200) throw new Error(`metrics answered ${response.status}`);
  return response.text();
}
