import { describe, expect, it } from "vitest";
import { interactionToNextPaint, interactions, parseEntries } from "./event-timing";

const entry = (interactionId: number, name: string, durationMs: number) => ({
  interactionId,
  name,
  durationMs,
});

describe("interactions", () => {
  it("counts an interaction once, as long as its longest event", () => {
    const found = interactions([
      entry(7, "keydown", 48),
      entry(7, "keyup", 120),
      entry(7, "keydown", 40),
      entry(3, "pointerdown", 24),
    ]);
    expect(found).toEqual([
      { id: 3, durationMs: 24, events: ["pointerdown"] },
      { id: 7, durationMs: 120, events: ["keydown", "keyup"] },
    ]);
  });

  it("leaves out events that belong to no interaction", () => {
    expect(interactions([entry(0, "mousemove", 300)])).toEqual([]);
  });
});

describe("interactionToNextPaint", () => {
  it("is the slowest interaction, not a sum or a mean of them", () => {
    const entries = [entry(1, "keydown", 64), entry(2, "keydown", 208), entry(3, "keyup", 96)];
    expect(interactionToNextPaint(entries)).toBe(208);
  });

  it("is 0 when no event reached the 16 ms threshold", () => {
    expect(interactionToNextPaint([])).toBe(0);
  });
});

describe("parseEntries", () => {
  it("keeps well-formed entries and drops anything else the page returned", () => {
    expect(
      parseEntries([entry(1, "click", 32), { interactionId: "1" }, null, 5, entry(2, "keyup", 16)]),
    ).toEqual([entry(1, "click", 32), entry(2, "keyup", 16)]);
    expect(parseEntries(undefined)).toEqual([]);
  });
});
