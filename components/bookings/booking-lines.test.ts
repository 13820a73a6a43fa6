// A row's words come drawn by the server in the reader's zone; a row the API sends, or a page
// drawn again in another zone (the time-zone cookie's first visit), has them computed in the
// browser, from the same functions.
import { describe, expect, it } from "vitest";
import { booking, DELIVERY, dispute, INDIA } from "./booking-fixtures";
import { customerLines, orgLines } from "./booking-lines";
import { currentLines } from "./use-booking-lines";

const PARIS = { locale: "en-IN", timeZone: "Europe/Paris" };

describe("a row's lines", () => {
  it("says where a booking stands for each side, with its dates in the reader's zone", () => {
    const disputed = booking({ status: "disputed", delivery: DELIVERY, dispute: dispute() });
    const mine = customerLines({ ...disputed, rating: 4 }, INDIA);
    expect(mine.headline).toMatch(
      /^You reported a problem on 26 Nov 2026, .*\. BrightPath Digital has until /,
    );
    expect(mine.dispute).toBe(mine.headline);
    expect(mine.rating).toBe("4 stars of 5");
    const theirs = orgLines(disputed, INDIA);
    expect(theirs.booked).toMatch(/^Booked 21 Nov 2026/);
    expect(theirs.settlement).toMatch(/^The customer reported a problem on 26 Nov 2026/);
    expect(customerLines(booking(), INDIA).rating).toBeNull();
  });

  it("keeps the server's lines in the zone they were drawn in, and draws them again in another", () => {
    const row = booking();
    const drawn = customerLines(row, INDIA);
    const compute = () => customerLines(row, PARIS);
    expect(currentLines(drawn, INDIA, compute)).toBe(drawn);
    expect(currentLines(drawn, PARIS, compute)?.headline).toBe(compute().headline);
    expect(compute().headline).not.toBe(drawn.headline);
    // Until the code is in, the drawn lines stay rather than none; a row the API sent has none.
    expect(currentLines(drawn, PARIS, null)).toBe(drawn);
    expect(currentLines(undefined, INDIA, null)).toBeNull();
    expect(currentLines(undefined, INDIA, () => drawn)).toBe(drawn);
  });
});
