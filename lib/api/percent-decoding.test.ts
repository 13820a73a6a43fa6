// Strict percent-decoding: what is wrong with a component, said exactly, where a browser's parser
// would keep `%ZZ` or put U+FFFD in the place of bytes that are not UTF-8.
import { describe, expect, it } from "vitest";
import { encodingProblem, MALFORMED_QUERY, queryEncodingError } from "./percent-decoding";
import { LONE_SURROGATE } from "@/lib/validations/text-input";

describe("encodingProblem", () => {
  it.each([
    ["plain", null],
    ["caf%C3%A9%20%E2%82%AC", null],
    ["%F0%9F%98%80", null],
    ["%2F%25", null],
    ["%ZZ", "malformed"],
    ["abc%", "malformed"],
    ["%4", "malformed"],
    ["%E2%82", "malformed"],
    ["%FF", "malformed"],
    ["%C0%80", "malformed"],
    ["%ED%A0%80", "surrogate"],
    ["a%ED%BF%BFb", "surrogate"],
  ])("%s: %s", (component, problem) => {
    expect(encodingProblem(component)).toBe(problem);
  });

  it("reads a lone % literally when asked (query strings), but not bytes that are not UTF-8", () => {
    expect(encodingProblem("100%", { lenientPercent: true })).toBeNull();
    expect(encodingProblem("%ZZ%41", { lenientPercent: true })).toBeNull();
    expect(encodingProblem("%ZZ%FF", { lenientPercent: true })).toBe("malformed");
  });
});

describe("queryEncodingError", () => {
  const refusal = queryEncodingError;

  it("passes good and literal-% queries, refuses bytes that are not UTF-8 with a 400", () => {
    expect(refusal("?a=1&b=caf%C3%A9&c=100%")).toBeNull();
    expect(refusal("")).toBeNull();
    expect(refusal("?a=1&b=%E9")).toMatchObject({ status: 400, message: MALFORMED_QUERY });
  });

  it("refuses a lone surrogate with a 422 naming the parameter", () => {
    expect(refusal("?a=1&search=x%ED%A0%80")).toMatchObject({
      status: 422,
      message: LONE_SURROGATE,
      issues: [{ path: "search", message: LONE_SURROGATE }],
    });
  });
});
