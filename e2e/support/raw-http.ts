// Plain HTTP requests for the security specs: browsers and fetch refuse to send a Host header
// of your choosing or to leave from another loopback address, which is exactly what these do.
import { request as httpRequest } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface RawRequest {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The address to connect to (default 127.0.0.1). */
  host?: string;
  /** The address to connect from: 127.0.0.2 is another client on the same machine. */
  localAddress?: string;
}

export function rawRequest(options: RawRequest): Promise<RawResponse> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: options.host ?? "127.0.0.1",
        port: options.port,
        path: options.path,
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        localAddress: options.localAddress,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
