import { describe, expect, it } from "vitest";
import { sseComment, sseEvent, sseRetry } from "./sse";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("Server-Sent Events framing", () => {
  it("frames an event as its name and one data line of JSON, ended by a blank line", () => {
    expect(text(sseEvent("counts", { notifications: 2, wallet: null }))).toBe(
      'event: counts\ndata: {"notifications":2,"wallet":null}\n\n',
    );
  });

  it("keeps a line break inside the data from ending the event early", () => {
    // JSON escapes line breaks in strings, so the data stays one line whatever it carries.
    const framed = text(sseEvent("counts", { text: "one\ntwo\r\nthree" }));
    expect(framed.split("\n\n")).toEqual([
      String.raw`event: counts
data: {"text":"one\ntwo\r\nthree"}`,
      "",
    ]);
  });

  it("frames the reconnection delay and a keep-alive comment", () => {
    expect(text(sseRetry(3000))).toBe("retry: 3000\n\n");
    expect(text(sseComment("ping"))).toBe(": ping\n\n");
  });
});
