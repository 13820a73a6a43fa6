// A stand-in for an OpenTelemetry collector: a local HTTP server taking OTLP/HTTP JSON at
// POST /v1/traces (the encoding @opentelemetry/exporter-trace-otlp-http sends) and keeping the
// spans it receives, flattened.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** An attribute value as OTLP/JSON writes it (`{ stringValue: "..." }`, `{ intValue: "201" }`...). */
type AnyValue = Record<string, unknown>;

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  serviceName: string | undefined;
  attributes: Record<string, string | number | boolean | undefined>;
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: AnyValue }[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        attributes?: { key: string; value: AnyValue }[];
      }[];
    }[];
  }[];
}

function plain(value: AnyValue): string | number | boolean | undefined {
  if (typeof value.stringValue === "string") return value.stringValue;
  if (typeof value.boolValue === "boolean") return value.boolValue;
  if (typeof value.doubleValue === "number") return value.doubleValue;
  // int64 travels as a string in OTLP/JSON.
  if (value.intValue !== undefined) return Number(value.intValue);
  return undefined;
}

function attributesOf(list: { key: string; value: AnyValue }[] = []) {
  return Object.fromEntries(list.map(({ key, value }) => [key, plain(value)]));
}

export interface OtlpReceiver {
  /** The base URL, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Every request as received: method, path and content type. */
  requests: { method: string; path: string; contentType: string | undefined }[];
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const requests: OtlpReceiver["requests"] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      const contentType = request.headers["content-type"];
      requests.push({ method: request.method ?? "", path, contentType });
      if (
        request.method !== "POST" ||
        path !== "/v1/traces" ||
        contentType !== "application/json"
      ) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ExportRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const serviceName = attributesOf(resourceSpans.resource?.attributes)["service.name"];
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              serviceName: typeof serviceName === "string" ? serviceName : undefined,
              attributes: attributesOf(span.attributes),
            });
          }
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
