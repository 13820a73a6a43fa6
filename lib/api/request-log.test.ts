// The request's log line names its caller for every answer given after authorization, refusals
// of the input included (400, 413, 415, 422): an operator tracing a misbehaving client finds its
// bad requests under its id. Anonymous callers and requests refused by authorization name nobody.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Caller } from "@/lib/server/auth/caller";
import { sessionUser } from "@/test/support/session-user";
import { logger } from "@/lib/server/observability/logger";
import { defineRoute } from "./registry/define";
import { apiRoute, MAX_BODY_BYTES } from "./route";

// Authorization runs for real; only the credential's lookup (a database read) is stood in for.
const lookup = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/server/auth/caller", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/server/auth/caller")>()),
  resolveCaller: async () => lookup.caller,
}));

const SIGNED_IN: Caller = {
  user: sessionUser({ id: "user-7" }),
  via: "token",
  credential: "tok-secret",
  credentialId: "token-7",
  hasPassword: true,
  secondStep: { pending: false, provedAt: null },
};

function routeFor(permission: "account.update" | "health.read") {
  return apiRoute(
    defineRoute({
      method: "POST",
      path: "/api/v1/test/{id}",
      tag: "Health",
      summary: "A route for the request log's tests",
      permission,
      params: z.object({ id: z.string().min(1) }),
      headers: z.object({ "x-mode": z.enum(["a", "b"]).optional() }),
      body: z.object({ amount: z.number().int().positive("Amount must be greater than 0.") }),
      response: z.unknown(),
    }),
    () => "done",
  );
}

/** The one request line each call wrote, whatever its level. */
function requestLines() {
  const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
  const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  return () =>
    [...info.mock.calls, ...error.mock.calls]
      .filter(([, message]) => message === "request")
      .map(([line]) => line);
}

function send(
  handler: ReturnType<typeof routeFor>,
  body: string,
  headers: Record<string, string> = {},
) {
  return handler(
    new Request("http://test/api/v1/test/abc", {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        authorization: "Bearer tok-secret",
        ...headers,
      },
    }),
    { params: Promise.resolve({ id: "abc" }) },
  );
}

const REFUSALS: [string, string, Record<string, string>, number][] = [
  ["a body that is not JSON", "{amount:", {}, 400],
  ["a body the schema refuses", JSON.stringify({ amount: 0 }), {}, 422],
  ["a header the schema refuses", JSON.stringify({ amount: 1 }), { "x-mode": "z" }, 400],
  ["a body over the limit", JSON.stringify({ pad: "x".repeat(MAX_BODY_BYTES) }), {}, 413],
  ["a body of another media type", "amount=1", { "content-type": "text/plain" }, 415],
];

beforeEach(() => {
  lookup.caller = SIGNED_IN;
});

afterEach(() => vi.restoreAllMocks());

describe("the request's log line", () => {
  it.each(REFUSALS)("names the signed-in caller of %s", async (_case, body, headers, status) => {
    const lines = requestLines();
    const answer = await send(routeFor("account.update"), body, headers);
    expect(answer.status).toBe(status);
    expect(lines()).toEqual([
      expect.objectContaining({ status, callerId: "user-7", route: "/api/v1/test/{id}" }),
    ]);
    // The caller's credential never reaches the line.
    expect(JSON.stringify(lines())).not.toContain("tok-secret");
  });

  it("names the caller of an answered request, and nobody for an anonymous one", async () => {
    const lines = requestLines();
    expect((await send(routeFor("account.update"), JSON.stringify({ amount: 1 }))).status).toBe(
      200,
    );
    lookup.caller = null;
    expect((await send(routeFor("health.read"), "{amount:")).status).toBe(400);
    const [signedIn, anonymous] = lines();
    expect(signedIn).toMatchObject({ status: 200, callerId: "user-7" });
    expect(anonymous).toMatchObject({ status: 400 });
    expect(anonymous).not.toHaveProperty("callerId");
  });

  it("names nobody when authorization refused the request", async () => {
    const lines = requestLines();
    lookup.caller = null;
    expect((await send(routeFor("account.update"), "{amount:")).status).toBe(401);
    lookup.caller = { ...SIGNED_IN, user: { ...SIGNED_IN.user, isActive: false } };
    expect((await send(routeFor("account.update"), "{amount:")).status).toBe(403);
    expect(lines()).toHaveLength(2);
    for (const line of lines()) expect(line).not.toHaveProperty("callerId");
  });
});
