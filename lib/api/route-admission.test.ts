// A flood is refused at the door: while a full queue of requests waits for a database connection,
// an API request is answered 503 with Retry-After before anything of it runs (not even the
// authorization, which reads the session from the database).
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { MAX_WAITING_FOR_CONNECTION } from "@/lib/server/db/admission";
import { notePool } from "@/lib/server/db/pool-usage";
import { RETRY_UNAVAILABLE_AFTER_SECONDS } from "@/lib/errors/app-error";
import { defineRoute } from "./registry/define";
import { apiRoute } from "./route";

const handler = vi.fn(async () => ({ ok: true }));
const ping = apiRoute(
  defineRoute({
    method: "GET",
    path: "/api/v1/test",
    tag: "Health",
    summary: "A route for the admission tests",
    permission: "health.read",
    response: z.object({ ok: z.boolean() }),
  }),
  handler,
);

let forget: (() => void) | undefined;

/** This process's pools as if `waiting` requests were queued for a connection. */
function poolsWaiting(waiting: number) {
  forget = notePool({ totalCount: 10, idleCount: 0, waitingCount: waiting });
}

afterEach(() => {
  forget?.();
  handler.mockClear();
});

describe("admission to the API", () => {
  it("refuses a request with 503 and Retry-After while the connection queue is full", async () => {
    poolsWaiting(MAX_WAITING_FOR_CONNECTION);
    const response = await ping(new Request("http://test/api/v1/test"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(RETRY_UNAVAILABLE_AFTER_SECONDS));
    expect(await response.json()).toEqual({
      success: false,
      error: {
        code: "service_unavailable",
        message: "The service is busy. Please try again.",
        details: { retryAfterSeconds: RETRY_UNAVAILABLE_AFTER_SECONDS },
      },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("queues a request while fewer than the limit wait", async () => {
    poolsWaiting(MAX_WAITING_FOR_CONNECTION - 1);
    const response = await ping(new Request("http://test/api/v1/test"));
    expect(response.status).toBe(200);
    expect(handler).toHaveBeenCalledOnce();
  });
});
