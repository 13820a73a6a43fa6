import { describe, expect, it } from "vitest";
import { cancelledByText, refundDone, refundPromise } from "./booking-text";

describe("booking texts", () => {
  it("say who cancelled", () => {
    expect(cancelledByText("user")).toBe("by you");
    expect(cancelledByText("org")).toBe("by the organization");
    expect(cancelledByText("admin")).toBe("by an admin");
    expect(cancelledByText(null)).toBe("");
    expect(cancelledByText("someone")).toBe("");
  });

  it("state the refund in coins, singular for one", () => {
    expect(refundPromise(1200)).toBe("You'll get 1,200 coins back in your wallet.");
    expect(refundPromise(1)).toBe("You'll get 1 coin back in your wallet.");
    expect(refundDone(75)).toBe("75 coins returned to your wallet");
  });
});
