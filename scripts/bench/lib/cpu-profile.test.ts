// The layer table of bench:booking: a sample counts for the layer nearest its leaf (Node's own
// frames and pass-through libraries count for their caller), idle time for none, and only
// samples inside the given windows count.
import { describe, expect, it } from "vitest";
import { layerOfOwnFile, layerTimes, type CpuProfile } from "./cpu-profile";

const frame = (id: number, url: string, children: number[] = [], functionName = "f") => ({
  id,
  callFrame: { functionName, url, lineNumber: 0, columnNumber: 0 },
  children,
});

/** root > Next's server > pino's write > Node's socket write; root > pg; root > idle; root > GC. */
const profile: CpuProfile = {
  startTime: 1_000,
  nodes: [
    frame(1, "", [2, 5, 6, 7], "(root)"),
    frame(2, "file:///app/node_modules/next/dist/server/base-server.js", [3]),
    frame(3, "file:///app/node_modules/pino/lib/proto.js", [4]),
    frame(4, "node:internal/stream_base_commons", []),
    frame(5, "file:///app/node_modules/pg/lib/client.js", []),
    frame(6, "", [], "(idle)"),
    frame(7, "", [], "(garbage collector)"),
  ],
  // Each sample stands for the time until the next one: 1 ms apart, the last one 1 ms too.
  samples: [4, 4, 5, 6, 7, 2],
  timeDeltas: [0, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000],
};

describe("layerTimes", () => {
  it("charges a sample to the nearest layer on its stack and leaves idle time out", () => {
    const times = layerTimes(profile);
    expect(Object.fromEntries(times)).toEqual({
      "logging and metrics": 2,
      "database client (Prisma, pg)": 1,
      "garbage collection": 1,
      "Next.js": 1,
    });
  });

  it("counts only the samples inside the windows", () => {
    // Samples are stamped 1000, 2000, ... 6000 µs: the window [2500, 4500) holds pg's and idle.
    const times = layerTimes(profile, [{ from: 2_500, to: 4_500 }]);
    expect(Object.fromEntries(times)).toEqual({ "database client (Prisma, pg)": 1 });
  });
});

describe("layerOfOwnFile", () => {
  it("names the layer of each of the request's own stops", () => {
    expect(layerOfOwnFile("lib/runtime/edge.ts")).toBe("edge and API gate");
    expect(layerOfOwnFile("lib/api/route-span.ts")).toBe("tracing");
    expect(layerOfOwnFile("lib/api/authorize.ts")).toBe("authorization");
    expect(layerOfOwnFile("lib/api/response-data.ts")).toBe("response checking");
    expect(layerOfOwnFile("lib/server/observability/observe-request.ts")).toBe(
      "logging and metrics",
    );
    expect(layerOfOwnFile("lib/api/route.ts")).toBe("route wrapper");
    expect(layerOfOwnFile("lib/server/bookings/create-booking.ts")).toBe("domain");
    expect(layerOfOwnFile("node_modules/zod/index.js")).toBeNull();
  });
});
