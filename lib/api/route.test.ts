// The wrapper's contract with every caller: the envelope, the statuses, and no 500 for bad input.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { chunkedPost, expectStoppedAtLimit, LAZY_CHUNK_BYTES, lazyBody } from "@/test/lazy-body";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/server/observability/logger";
import { NOT_JSON, NOT_UTF8 } from "./json-body";
import { LONE_SURROGATE } from "@/lib/validations/text-input";
import { defineRoute } from "./registry/define";
import { apiRoute, MAX_BODY_BYTES, reply } from "./route";

/** A public test route of the registry's shape, with the parts a test gives. */
function testRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(parts: { body?: B; query?: Q; params?: P; response?: z.ZodType }) {
  return defineRoute({
    method: "POST",
    path: "/api/v1/test",
    tag: "Health",
    summary: "A route for the wrapper's tests",
    permission: "health.read",
    ...parts,
    response: parts.response ?? z.unknown(),
  });
}

const echo = apiRoute(
  testRoute({
    body: z.object({ amount: z.number().int().positive("Amount must be greater than 0.") }),
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    params: z.object({ id: z.string().min(1) }),
  }),
  async ({ body, query, params }) =>
    reply({ ...body, ...query, ...params }, { status: 201, message: "Created" }),
);

const idSchema = z.object({ id: z.string().min(1) });

function post(
  body: string,
  headers: Record<string, string> = { "content-type": "application/json" },
  url = "http://test/api/v1/things/abc?page=2",
) {
  return echo(new Request(url, { method: "POST", body, headers }), {
    params: Promise.resolve({ id: "abc" }),
  });
}

/** The 500 every server bug answers: the generic message, and nothing of `secret`. */
async function expectGeneric500(response: Response, secret: string) {
  const text = await response.text();
  expect(response.status).toBe(500);
  expect(JSON.parse(text)).toEqual({
    success: false,
    error: { code: "internal_error", message: "Server error. Please try again later." },
  });
  expect(text).not.toContain(secret);
}

describe("apiRoute", () => {
  it("answers { success, data, message } with the handler's status", async () => {
    const response = await post(JSON.stringify({ amount: 5 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      success: true,
      data: { amount: 5, page: 2, id: "abc" },
      message: "Created",
    });
    expect(response.headers.get("x-request-id")).toBeTruthy();
    // A small body: never stored, and not worth a gzip stream (json-response.ts).
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
  });

  it("answers 422 with the schema's message and every issue for invalid input", async () => {
    const response = await post(JSON.stringify({ amount: 0 }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      success: false,
      error: {
        code: "validation_failed",
        message: "Amount must be greater than 0.",
        issues: [{ path: "amount", message: "Amount must be greater than 0." }],
      },
    });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await post("{amount: 5");
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: "invalid_json",
      message: NOT_JSON,
    });
  });

  it("answers 415 for a body of another media type", async () => {
    const response = await post("amount=5", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(415);
  });

  it("reads a body as JSON by its media type, not by the words in its Content-Type", async () => {
    for (const type of ["text/plain; charset=application/json", "application/jsonp", ""]) {
      const response = await post(JSON.stringify({ amount: 5 }), { "content-type": type });
      expect({ type, status: response.status }).toEqual({ type, status: type ? 415 : 201 });
    }
    for (const type of ["application/json;charset=UTF-8", "application/problem+json"]) {
      expect((await post(JSON.stringify({ amount: 5 }), { "content-type": type })).status).toBe(
        201,
      );
    }
  });

  it("refuses body bytes that are not UTF-8 (400), or that spell a lone surrogate (422)", async () => {
    const send = (bytes: number[]) =>
      echo(
        new Request("http://test/api/v1/things/abc", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: Uint8Array.from([...Buffer.from('{"amount":1,"x":"'), ...bytes, 0x22, 0x7d]),
        }),
        { params: Promise.resolve({ id: "abc" }) },
      );
    const notUtf8 = await send([0xff]);
    expect(notUtf8.status).toBe(400);
    expect((await notUtf8.json()).error).toEqual({ code: "invalid_json", message: NOT_UTF8 });
    const surrogate = await send([0xed, 0xa0, 0x80]);
    expect(surrogate.status).toBe(422);
    expect((await surrogate.json()).error).toEqual({
      code: "validation_failed",
      message: LONE_SURROGATE,
    });
  });

  it("answers 413 for a body over the limit, without parsing it", async () => {
    const response = await post(JSON.stringify({ amount: 1, pad: "x".repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
  });

  it("stops reading a chunked body (no Content-Length) as soon as it passes the limit", async () => {
    const body = lazyBody(64 * 1024 * 1024, '{"amount": 1, "pad": "');
    const response = await echo(chunkedPost("http://test/api/v1/things/abc", body), {
      params: Promise.resolve({ id: "abc" }),
    });
    await expectStoppedAtLimit(response, body, MAX_BODY_BYTES);
  });

  it("reads a chunked body under the limit whole", async () => {
    const body = lazyBody(50_000, '{"amount": 7}');
    const response = await echo(chunkedPost("http://test/api/v1/things/abc?page=1", body), {
      params: Promise.resolve({ id: "abc" }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).data).toEqual({ amount: 7, page: 1, id: "abc" });
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const body = lazyBody(64 * 1024 * 1024);
    const request = chunkedPost("http://test/api/v1/things/abc", body, {
      "content-length": String(64 * 1024 * 1024),
    });
    const response = await echo(request, { params: Promise.resolve({ id: "abc" }) });
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(2 * LAZY_CHUNK_BYTES);
  });

  describe("NUL characters, which PostgreSQL cannot store, are refused for every route", () => {
    const nulError = {
      code: "bad_request",
      message: "The request contains a NUL character (\\u0000), which is not allowed.",
    };

    it("in any string of the JSON body, however deep, and in its keys", async () => {
      const route = apiRoute(testRoute({ body: z.unknown() }), async () => "reached");
      for (const value of [
        { name: "a\u0000b" },
        { profile: { tags: ["ok", "x\u0000"] } },
        ["\u0000"],
        "\u0000",
        { "key\u0000": 1 },
      ]) {
        const response = await route(
          new Request("http://test/x", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(value),
          }),
        );
        expect(response.status).toBe(400);
        expect((await response.json()).error).toEqual(nulError);
      }
    });

    it("in a query value or a path parameter", async () => {
      const route = apiRoute(
        testRoute({ query: z.object({ q: z.string().optional() }), params: idSchema }),
        async () => "reached",
      );
      const inQuery = await route(new Request("http://test/x?q=a%00b"), {
        params: Promise.resolve({ id: "abc" }),
      });
      expect(inQuery.status).toBe(400);
      expect((await inQuery.json()).error).toEqual(nulError);
      const inParam = await route(new Request("http://test/x"), {
        params: Promise.resolve({ id: "ab\u0000c" }),
      });
      expect(inParam.status).toBe(400);
      expect((await inParam.json()).error).toEqual(nulError);
    });
  });

  it("answers 422 for a bad query string", async () => {
    const response = await post(
      JSON.stringify({ amount: 1 }),
      undefined,
      "http://test/api/v1/things/abc?page=zero",
    );
    expect(response.status).toBe(422);
  });

  it("maps an AppError to its status, code, message and details", async () => {
    const route = apiRoute(testRoute({}), async () => {
      throw new AppError("insufficient_balance", "Insufficient Balance", {
        details: { shortBy: 20 },
      });
    });
    const response = await route(new Request("http://test/x"));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      success: false,
      error: {
        code: "insufficient_balance",
        message: "Insufficient Balance",
        details: { shortBy: 20 },
      },
    });
  });

  it("sends a 401, 403 and 404 with the API client's messages", async () => {
    for (const [error, status, message] of [
      [AppError.unauthorized(), 401, "Authentication required. Please log in again."],
      [AppError.forbidden(), 403, "You do not have permission to perform this action."],
      [AppError.notFound(), 404, "Resource not found."],
    ] as const) {
      const response = await apiRoute(testRoute({}), async () => {
        throw error;
      })(new Request("http://test/x"));
      expect(response.status).toBe(status);
      expect((await response.json()).error.message).toBe(message);
    }
  });

  it("answers an unexpected error with a generic 500 that leaks nothing, and logs it", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const failure = new Error('relation "secret_table" does not exist at /srv/app/lib/x.ts:12');
    const route = apiRoute(testRoute({}), async () => {
      throw failure;
    });
    const answer = await route(
      new Request("http://test/x", { headers: { "x-request-id": "r-9" } }),
    );
    await expectGeneric500(answer, "secret_table");
    // The log has what the answer hides: which request and route failed, and the error itself
    // (the logger writes its message and stack as `err`).
    expect(log).toHaveBeenCalledWith(
      { requestId: "r-9", route: "/api/v1/test", err: failure },
      "unhandled error",
    );
    log.mockRestore();
  });

  describe("answers carry exactly what the route's response schema declares", () => {
    const view = z.object({
      id: z.string(),
      organization: z.object({ id: z.string(), name: z.string() }),
      at: z.iso.datetime(),
    });

    it("drops fields the schema does not name, however deep", async () => {
      const route = apiRoute(testRoute({ response: view }), () => ({
        id: "c1",
        organization: { id: "o1", name: "Org", userId: "u1", user: { email: "a@b.test" } },
        at: "2026-01-02T03:04:05.000Z",
        secret: "x",
      }));
      const response = await route(new Request("http://test/x"));
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual({
        id: "c1",
        organization: { id: "o1", name: "Org" },
        at: "2026-01-02T03:04:05.000Z",
      });
    });

    it("takes what JSON turns into the declared shape (a Date for a timestamp)", async () => {
      const at = new Date("2026-01-02T03:04:05.000Z");
      const route = apiRoute(testRoute({ response: view }), () => ({
        id: "c1",
        organization: { id: "o1", name: "Org" },
        at,
      }));
      const response = await route(new Request("http://test/x"));
      expect((await response.json()).data.at).toBe(at.toISOString());
    });

    it("answers data that does not match as a logged 500 that shows none of it", async () => {
      const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const route = apiRoute(testRoute({ response: view }), () => ({ id: 5, secret: "s3cr3t" }));
      const answer = await route(new Request("http://test/x"));
      await expectGeneric500(answer, "s3cr3t");
      expect(log.mock.calls[0]).toEqual([
        {
          requestId: answer.headers.get("x-request-id"),
          route: "/api/v1/test",
          method: "POST",
          issues: expect.stringContaining("id: "),
        },
        "answer does not match its registry entry",
      ]);
      // The line names what is wrong, never the data itself.
      expect(JSON.stringify(log.mock.calls)).not.toContain("s3cr3t");
      log.mockRestore();
    });
  });

  it("passes a Response from the handler through untouched", async () => {
    const route = apiRoute(testRoute({}), async () => new Response("raw", { status: 202 }));
    const response = await route(new Request("http://test/x"));
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("raw");
  });
});

describe("a handler's result is typed by its route's response schema", () => {
  const typedRoute = defineRoute({
    method: "GET",
    path: "/api/v1/test",
    tag: "Health",
    summary: "A route whose answer is a count",
    permission: "health.read",
    response: z.object({ count: z.number().int() }),
  });

  it("takes the declared data, with a status or as a Response, and refuses anything else", async () => {
    const declared = apiRoute(typedRoute, () => ({ count: 1 }));
    const withStatus = apiRoute(typedRoute, () => reply({ count: 2 }, { status: 201 }));
    const asResponse = apiRoute(typedRoute, () => new Response(null, { status: 204 }));
    // `npm run typecheck` fails when these stop being compile errors.
    // @ts-expect-error a field the schema does not declare, and the declared one missing
    apiRoute(typedRoute, () => ({ total: 1 }));
    // @ts-expect-error the declared field with another type
    apiRoute(typedRoute, () => reply({ count: "1" }));
    const request = new Request("http://localhost/api/v1/test");
    expect((await (await declared(request)).json()).data).toEqual({ count: 1 });
    expect((await withStatus(request)).status).toBe(201);
    expect((await asResponse(request)).status).toBe(204);
  });
});
