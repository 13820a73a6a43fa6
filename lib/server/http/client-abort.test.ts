import { describe, expect, it } from "vitest";
import { abandonedAnswer, clientAborted, CLIENT_CLOSED_REQUEST } from "./client-abort";

const request = (signal?: AbortSignal) => new Request("http://test/api/v1/x", { signal });
const nodeAborted = () => Object.assign(new Error("aborted"), { code: "ECONNRESET" });

describe("clientAborted", () => {
  it("is Node's error for a body cut off by the client, or the request's aborted signal", () => {
    expect(clientAborted(request(), nodeAborted())).toBe(true);
    expect(clientAborted(request(), new TypeError("terminated", { cause: nodeAborted() }))).toBe(
      true,
    );
    expect(clientAborted(request(AbortSignal.abort()), new Error("anything"))).toBe(true);
  });

  it("is not a database connection reset, nor any other failure", () => {
    const databaseReset = Object.assign(new Error("read ECONNRESET"), {
      code: "ECONNRESET",
      syscall: "read",
    });
    for (const error of [databaseReset, new Error("aborted"), new Error("boom"), null]) {
      expect(clientAborted(request(), error)).toBe(false);
    }
  });
});

describe("abandonedAnswer", () => {
  it("is a 499 carrying the request's id", () => {
    const answer = abandonedAnswer("req-1");
    expect(answer.status).toBe(CLIENT_CLOSED_REQUEST);
    expect(answer.headers.get("x-request-id")).toBe("req-1");
  });
});
