// Finding text that is not text in a parsed body: where it is, however deep, and quickly.
import { describe, expect, it } from "vitest";
import { decodeUtf8, findBadText, hasLoneSurrogate } from "./text-input";

describe("findBadText", () => {
  it("names the first bad string's path; a bad key names the object holding it", () => {
    expect(findBadText({ a: [{ b: "ok" }, { c: "x\ud800" }] })).toEqual({
      problem: "surrogate",
      path: "a.1.c",
    });
    expect(findBadText({ a: { "k\u0000": 1 } })).toEqual({ problem: "nul", path: "a" });
    expect(findBadText("\udfff")).toEqual({ problem: "surrogate", path: "" });
    expect(findBadText({ ok: "emoji \u{1f600}", n: 1, b: null })).toBeNull();
  });

  it("walks 100,000 nested arrays without overflowing the stack or spelling every path", () => {
    let deep: unknown = "\ud800";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const started = performance.now();
    const found = findBadText(deep);
    expect(found?.problem).toBe("surrogate");
    expect(found?.path.length).toBe(2 * 100_000 - 1);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("hasLoneSurrogate and decodeUtf8", () => {
  it("tell a lone half from a pair, and surrogate bytes from other bad bytes", () => {
    expect(hasLoneSurrogate("a\ud83d\ude00b")).toBe(false);
    expect(hasLoneSurrogate("a\ude00\ud83db")).toBe(true);
    expect(decodeUtf8(Uint8Array.from([0x63, 0xc3, 0xa9]))).toEqual({ text: "cé" });
    expect(decodeUtf8(Uint8Array.from([0xed, 0xb0, 0x80]))).toEqual({ problem: "surrogate" });
    expect(decodeUtf8(Uint8Array.from([0xc3]))).toEqual({ problem: "malformed" });
  });
});
