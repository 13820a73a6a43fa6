import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function idFor(value?: string): string {
  return requestIdFrom(new Headers(value === undefined ? {} : { "x-request-id": value }));
}

describe("requestIdFrom", () => {
  it("keeps a caller's id that is a short token of letters, digits and . _ : -", () => {
    for (const id of [
      "req-42",
      "5f0c6c1e-8d7a-4c6b-9a43-2b1f7c9d0e11",
      "trace:abc.DEF_123",
      "x".repeat(128),
    ]) {
      expect(idFor(id), id).toBe(id);
    }
  });

  it("makes a new one for a missing, empty, long or otherwise unsafe id", () => {
    for (const id of [
      undefined,
      "",
      "x".repeat(129),
      "a".repeat(4014),
      "has space",
      "semi;colon",
      "<script>",
      'quote"d',
      "new\\nline",
      "über",
      "a,b",
    ]) {
      expect(idFor(id), String(id)).toMatch(UUID);
    }
  });

  it("makes a different id each time", () => {
    expect(idFor()).not.toBe(idFor());
  });
});
