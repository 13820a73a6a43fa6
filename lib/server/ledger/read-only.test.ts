// The ledger's writer refuses to run inside a read, and the API's wrapper makes every GET one.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { SYSTEM_ACTOR } from "@/lib/server/audit/audit-actor";
import { apiRoute } from "@/lib/api/route";
import { defineRoute, type HttpMethod } from "@/lib/api/registry/define";
import { logger } from "@/lib/server/observability/logger";
import { currentReadOnly, runReadOnly } from "./read-only";
import { transfer } from "./transfer";
import type { Tx } from "./types";

const INPUT = {
  debitAccountId: "a",
  creditAccountId: "b",
  amount: 34,
  kind: "booking_complete",
  idempotencyKey: "k",
  actor: SYSTEM_ACTOR,
} as const;

/** A client that fails the test if the writer sends it anything. */
const untouchable = new Proxy({} as Tx, {
  get: (_, key) => {
    throw new Error(`the writer used the client (${String(key)})`);
  },
  has: () => true,
});

function routeOf(method: HttpMethod) {
  return defineRoute({
    method,
    path: "/api/v1/test",
    tag: "Health",
    summary: "A route for the read-only scope's tests",
    permission: "health.read",
    response: z.unknown(),
  });
}

afterEach(() => vi.restoreAllMocks());

describe("the ledger's writer in a read", () => {
  it("refuses before any statement, with a logged internal error", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    const message =
      "ledger: GET /api/v1/things is a read and tried to move 34 coins (booking_complete); reads never move money";
    await expect(
      runReadOnly("GET /api/v1/things", () => transfer(untouchable, INPUT)),
    ).rejects.toThrow(message);
    expect(logged).toHaveBeenCalledWith({ read: "GET /api/v1/things" }, message);
  });

  it("goes ahead outside one (here on to the client)", async () => {
    await expect(transfer(untouchable, INPUT)).rejects.toThrow("the writer used the client");
  });
});

describe("the API's wrapper", () => {
  const seen = (method: HttpMethod) =>
    apiRoute(routeOf(method), () => ({ readOnly: currentReadOnly() ?? null }));
  const ask = async (method: HttpMethod) => {
    const handler = seen(method);
    const response = await handler(
      new Request("http://test/api/v1/test", {
        method,
        ...(method === "GET"
          ? {}
          : { headers: { "content-type": "application/json" }, body: "{}" }),
      }),
    );
    return ((await response.json()) as { data: { readOnly: string | null } }).data.readOnly;
  };

  it("runs a GET handler as a read, named by its route", async () => {
    expect(await ask("GET")).toBe("GET /api/v1/test");
  });

  it("runs the other methods as writes", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      expect(await ask(method)).toBeNull();
    }
  });

  it("answers a GET handler that moves coins with a generic 500", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    const handler = apiRoute(routeOf("GET"), () => transfer(untouchable, INPUT));
    const response = await handler(new Request("http://test/api/v1/test"));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      error: { code: "internal_error", message: "Server error. Please try again later." },
    });
  });
});
