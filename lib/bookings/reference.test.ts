import { describe, expect, it } from "vitest";
import { BOOKING_REFERENCE_PATTERN, newBookingReference } from "./reference";

describe("newBookingReference", () => {
  it("makes readable references without confusable letters, different each time", () => {
    const references = new Set(Array.from({ length: 500 }, newBookingReference));
    expect(references.size).toBe(500);
    for (const reference of references) {
      expect(reference).toMatch(BOOKING_REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[ILOU]/);
    }
  });
});
