// Any /api path without a route of its own answers the JSON 404, whatever the version or method:
// /api/v2/..., /api/foo and /api itself were Next's HTML page. (Next.js prefers every other route
// file to this one; e2e/api.spec.ts checks that routing on the built app.)
import { describe, expect, it } from "vitest";
import { NO_API_ENDPOINT } from "@/lib/api/gate";
import { call } from "@/test/integration/http";
import { DELETE, GET, OPTIONS, PATCH, POST, PUT } from "./route";

describe("the /api catch-all", () => {
  it.each([
    ["GET", GET, "/api/v2/anything"],
    ["POST", POST, "/api/foo"],
    ["PUT", PUT, "/api/v1/no/such/thing"],
    ["PATCH", PATCH, "/api"],
    ["DELETE", DELETE, "/api/dev/other"],
    ["OPTIONS", OPTIONS, "/api/v2"],
  ])("answers %s %s with the JSON 404", async (method, handler, path) => {
    const response = await call((request) => Promise.resolve(handler(request)), path, {
      method,
      headers: { "x-request-id": "caller-42" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-request-id")).toBe("caller-42");
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.body).toEqual({
      success: false,
      error: { code: "not_found", message: NO_API_ENDPOINT },
    });
  });
});
