// Which endpoint spans go to, and that with none set the SDK is never loaded (no exporter made).
import { afterEach, describe, expect, it, vi } from "vitest";
import { shutdownTracing, startTracing, tracesUrl } from "./tracing";

const createTracing = vi.hoisted(() =>
  vi.fn((options: { url: string; serviceName: string }) => ({
    options,
    shutdown: vi.fn(async () => {}),
  })),
);
vi.mock("./tracing-sdk", () => ({ createTracing }));

afterEach(async () => {
  await shutdownTracing();
  createTracing.mockClear();
});

describe("tracesUrl", () => {
  it("appends v1/traces to the general endpoint, with or without its trailing slash", () => {
    expect(tracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(
      "http://collector:4318/v1/traces",
    );
    expect(tracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/otlp/" })).toBe(
      "http://collector:4318/otlp/v1/traces",
    );
  });

  it("takes the traces endpoint as given, before the general one", () => {
    expect(
      tracesUrl({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://traces.example/ingest",
      }),
    ).toBe("http://traces.example/ingest");
  });

  it("is nowhere when neither is set", () => {
    expect(tracesUrl({})).toBeNull();
  });
});

describe("startTracing", () => {
  it("with no endpoint set loads no SDK and creates no exporter", async () => {
    expect(await startTracing({})).toBe(false);
    expect(createTracing).not.toHaveBeenCalled();
  });

  it("exports to the endpoint as service coinmarket unless OTEL_SERVICE_NAME names another", async () => {
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" })).toBe(true);
    expect(createTracing).toHaveBeenLastCalledWith({
      url: "http://127.0.0.1:4318/v1/traces",
      serviceName: "coinmarket",
    });
    await shutdownTracing();
    await startTracing({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://127.0.0.1:4318/v1/traces",
      OTEL_SERVICE_NAME: "coinmarket-eu",
    });
    expect(createTracing).toHaveBeenLastCalledWith({
      url: "http://127.0.0.1:4318/v1/traces",
      serviceName: "coinmarket-eu",
    });
  });

  it("starts once per process, and shutting down flushes the one it started", async () => {
    await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" });
    await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" });
    expect(createTracing).toHaveBeenCalledTimes(1);
    const started = createTracing.mock.results[0]?.value;
    await shutdownTracing();
    expect(started?.shutdown).toHaveBeenCalledTimes(1);
    // A second shutdown (two signals) has nothing left to do.
    await shutdownTracing();
    expect(started?.shutdown).toHaveBeenCalledTimes(1);
  });
});
