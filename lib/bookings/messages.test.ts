import { describe, expect, it } from "vitest";
import { priceChangedMessage, shortByMessage } from "./messages";

describe("booking messages", () => {
  it("group the coins they count in thousands", () => {
    expect(shortByMessage(1250)).toBe("You need 1,250 more coins to book this service.");
    expect(shortByMessage(50)).toBe("You need 50 more coins to book this service.");
    expect(priceChangedMessage(1500)).toBe(
      "The price of this service has changed to 1,500 coins. Please check it and book again.",
    );
  });
});
