import { describe, expect, it } from "vitest";
import { jsonResponse } from "./json-response";

const answer = (payload: unknown, cacheControl?: string) =>
  jsonResponse(payload, {
    status: 201,
    headers: new Headers(cacheControl ? { "cache-control": cacheControl } : {}),
  });

describe("jsonResponse", () => {
  it("sends the payload as JSON with the given status", async () => {
    const response = answer({ success: true, data: { id: "b1" } }, "no-store");
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ success: true, data: { id: "b1" } });
  });

  it("marks a body under 1 KB no-transform, so the server does not gzip it", () => {
    expect(answer({ ok: "x".repeat(900) }, "no-store").headers.get("cache-control")).toBe(
      "no-store, no-transform",
    );
    // Without a policy of its own, a small answer is still never stored.
    expect(answer({ ok: true }).headers.get("cache-control")).toBe("no-store, no-transform");
  });

  it("leaves a body of 1 KB or more compressible, keeping the route's cache policy", () => {
    expect(
      answer({ ok: "x".repeat(1024) }, "public, max-age=60").headers.get("cache-control"),
    ).toBe("public, max-age=60");
  });

  it("counts bytes, not characters: 400 rupee signs are 1,200 bytes", () => {
    const text = "₹".repeat(400);
    expect(JSON.stringify({ text }).length).toBeLessThan(1024);
    expect(answer({ text }, "no-store").headers.get("cache-control")).toBe("no-store");
  });
});
