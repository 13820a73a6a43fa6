// The benchmarks' HTTP client: what a browser or an API client would send, costing the machine
// as little as it can, so the figures are the server's.
import { Agent, request } from "node:http";

/** Keep-alive connections, as a browser or an API client would hold them. */
const keepAliveAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/** A connection for every request at once: a burst of clients, none waiting for another. */
export const connectionPerRequest = new Agent({ keepAlive: false, maxSockets: Infinity });

export interface HttpAnswer {
  status: number;
  body: string;
}

/** One request with node:http (lighter than fetch, so the client costs the machine less). */
export function httpCall(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  agent: Agent = keepAliveAgent,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
