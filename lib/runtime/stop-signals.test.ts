import { describe, expect, it } from "vitest";
import { SAME_STOP_MS, stopSignals } from "./stop-signals";

/** A classifier on a clock the test sets. */
function classifier() {
  let time = 5_000;
  const classify = stopSignals(() => time);
  return {
    at(ms: number) {
      time = 5_000 + ms;
      return classify();
    },
  };
}

describe("stopSignals", () => {
  it("stops on the first signal", () => {
    expect(classifier().at(0)).toBe("stop");
  });

  it("takes signals arriving with the first (by other processes) as copies of it", () => {
    const signals = classifier();
    signals.at(0);
    expect(signals.at(0)).toBe("copy");
    expect(signals.at(40)).toBe("copy");
    expect(signals.at(SAME_STOP_MS - 1)).toBe("copy");
  });

  it("takes a signal sent later as the operator insisting", () => {
    const signals = classifier();
    signals.at(0);
    signals.at(10);
    expect(signals.at(SAME_STOP_MS)).toBe("insist");
    expect(signals.at(SAME_STOP_MS * 5)).toBe("insist");
  });
});
