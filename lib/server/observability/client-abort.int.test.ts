// A request whose client hangs up before its body has arrived, over real HTTP through the edge:
// logged and counted as aborted by the client, never as the database being unavailable.
import { connect } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { logger } from "@/lib/server/observability/logger";
import { metricsText, sample } from "@/test/integration/metrics-text";
import { routeBehindEdge } from "@/test/integration/route-behind-edge";

const edge = routeBehindEdge((request) => login(request));

afterEach(() => vi.restoreAllMocks());

/** Sends half of a login body, then closes the connection. */
function abandonLogin(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(edge.port(), "127.0.0.1", () => {
      socket.write(
        "POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
          "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n" +
          '{"email":"abandoned@example.com","pass',
        () => socket.destroy(),
      );
    });
    socket.on("close", () => resolve());
    socket.on("error", reject);
  });
}

type Line = [Record<string, unknown>, string];

describe("a request its client abandons", () => {
  it("is logged and counted as aborted by the client, not as a database outage", async () => {
    const lines: Line[] = [];
    for (const level of ["info", "warn", "error"] as const) {
      vi.spyOn(logger, level).mockImplementation(((
        fields: Record<string, unknown>,
        msg: string,
      ) => {
        lines.push([fields, msg]);
      }) as never);
    }
    const route = "/api/v1/auth/login";
    const answers = (text: string, status: string) =>
      sample(text, "http_request_duration_seconds_count", { route, method: "POST", status });
    const before = await metricsText();

    await abandonLogin();
    // The request's own line (it carries the status) comes last.
    const answered = () => lines.some(([fields]) => fields.route === route && "status" in fields);
    await vi.waitFor(() => expect(answered()).toBe(true));

    const logged = lines.filter(([fields]) => fields.route === route);
    expect(logged.map(([, msg]) => msg)).not.toContain("database unavailable");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toEqual([
      expect.objectContaining({ route, method: "POST", status: 499, outcome: "aborted" }),
      "request aborted by the client",
    ]);
    expect(vi.mocked(logger.error)).not.toHaveBeenCalled();

    const after = await metricsText();
    expect(answers(after, "499") - answers(before, "499")).toBe(1);
    expect(answers(after, "503") - answers(before, "503")).toBe(0);
  });
});
