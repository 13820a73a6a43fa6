import { describe, expect, it } from "vitest";
import { splitCommission } from "@/lib/economics/commission";
import { priceForNet } from "./price-for-net";

describe("priceForNet", () => {
  it.each([
    [1, 1500],
    [85, 1500],
    [100, 1500],
    [999, 1305],
    [250, 0],
    [7, 9999],
  ])("pays %i coins at %i bps with the least price that does", (net, bps) => {
    const price = priceForNet(net, bps);
    expect(splitCommission(price, bps).net).toBe(net);
    expect(splitCommission(price - 1, bps).net).toBeLessThan(net);
  });
});
