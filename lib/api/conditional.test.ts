// If-None-Match as RFC 9110 reads it: a list of tags, weak or strong, or `*`.
import { describe, expect, it } from "vitest";
import { cacheControlOf, etagOf, ifNoneMatchHits } from "./conditional";

describe("etagOf", () => {
  it("is a quoted tag that changes with the bytes and only with them", () => {
    expect(etagOf('{"a":1}')).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":2}')).not.toBe(etagOf('{"a":1}'));
  });
});

describe("ifNoneMatchHits", () => {
  const tag = etagOf("body");
  it("matches the tag alone, in a list, weak, or `*`", () => {
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(`"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits(`W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits("*", tag)).toBe(true);
  });
  it("does not match another tag, none, or the tag unquoted", () => {
    expect(ifNoneMatchHits('"other"', tag)).toBe(false);
    expect(ifNoneMatchHits(null, tag)).toBe(false);
    expect(ifNoneMatchHits(tag.replaceAll('"', ""), tag)).toBe(false);
  });
});

describe("cacheControlOf", () => {
  const cache = { maxAge: 30, staleWhileRevalidate: 300 };
  it("is public for a signed-out caller and private for a signed-in one", () => {
    expect(cacheControlOf(cache, false)).toBe("public, max-age=30, stale-while-revalidate=300");
    expect(cacheControlOf(cache, true)).toBe("private, no-cache");
  });
});
