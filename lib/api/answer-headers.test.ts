// Every answer leaves with the API's CORS headers, the RateLimit-* headers of its tightest limit
// and its route's own, whether its headers may change (a JSON answer) or not (a redirect).
import { describe, expect, it } from "vitest";
import type { RequestScope } from "@/lib/server/http/request-scope";
import { withAnswerHeaders } from "./answer-headers";

const scope: RequestScope = {
  requestId: "req-1",
  address: "127.0.0.1",
  actorId: null,
  actorRole: null,
  rateLimits: new Map([
    ["wide", { limit: 100, remaining: 90, resetSeconds: 30, windowSeconds: 60 }],
    ["tight", { limit: 5, remaining: 1, resetSeconds: 600, windowSeconds: 900 }],
  ]),
};

describe("withAnswerHeaders", () => {
  it("adds CORS, the tightest limit and the route's headers to a JSON answer, body intact", async () => {
    const json = new Response('{"success":true}', {
      status: 201,
      headers: { "content-type": "application/json", "x-request-id": "req-1" },
    });
    const answer = withAnswerHeaders(json, scope, { deprecation: "true" });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("ratelimit-limit")).toBe("5");
    expect(answer.headers.get("ratelimit-remaining")).toBe("1");
    expect(answer.headers.get("ratelimit-reset")).toBe("600");
    expect(answer.headers.get("ratelimit-policy")).toBe("5;w=900");
    expect(answer.headers.get("deprecation")).toBe("true");
    expect(answer.headers.get("x-request-id")).toBe("req-1");
    expect(await answer.text()).toBe('{"success":true}');
  });

  it("answers a redirect, whose own headers cannot change, as a copy with them added", () => {
    const redirect = Response.redirect("http://test/next", 303);
    const answer = withAnswerHeaders(redirect, undefined, { "x-request-id": "req-2" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("http://test/next");
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("x-request-id")).toBe("req-2");
    expect(answer.headers.get("ratelimit-limit")).toBeNull();
  });
});
