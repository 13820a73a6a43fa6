import { describe, expect, it } from "vitest";
import { CURRENCIES } from "@/lib/money/currencies";
import { PAYING_COUNTRIES } from "@/lib/money/countries";
import { regionFor } from "@/lib/money/region";
import {
  checkoutSentence,
  coinValueSentence,
  conversionClause,
  payingCurrenciesSentence,
  saleSentence,
} from "./money-words";

/** Countries each region's words stand for: regionFor must give them that currency. */
const COUNTRIES_OF: Record<string, string[]> = {
  "in India": ["IN"],
  "in the euro area": ["DE", "FR", "IE", "HR"],
  "everywhere else": ["US", "JP", "BR", "CH"],
};

describe("the pages' words for the money rules", () => {
  it("name each currency with the region the rules give it", () => {
    for (const currency of CURRENCIES) {
      const { where } = PAYING_COUNTRIES[currency];
      const countries = COUNTRIES_OF[where];
      expect(countries, where).toBeDefined();
      for (const country of countries ?? []) expect(regionFor(country).currency).toBe(currency);
    }
  });

  it("list every currency, everywhere else last", () => {
    const sentence = payingCurrenciesSentence();
    for (const currency of CURRENCIES) expect(sentence).toContain(`(${currency})`);
    expect(sentence).toMatch(/ everywhere else\.$/);
  });

  it("value a coin at a rupee", () => {
    expect(coinValueSentence()).toBe("A coin is worth one Indian rupee: ₹100 buys 100 coins.");
  });

  it("say the spread as the settings hold it, and no spread when it is 0", () => {
    expect(saleSentence(200)).toBe(
      "US dollars and euros buy coins at the exchange rate less a 2% spread, both shown before you pay.",
    );
    expect(saleSentence(0)).toBe(
      "US dollars and euros buy coins at the exchange rate, shown before you pay.",
    );
    expect(conversionClause(125)).toBe(
      "a coin converts to one Indian rupee, and US dollars and euros are paid at the exchange rate plus a 1.25% spread",
    );
    expect(conversionClause(0)).toMatch(/paid at the exchange rate$/);
  });

  it("offer each currency's checkout methods only", () => {
    expect(checkoutSentence()).toBe(
      "You pay through Razorpay: with UPI, a card, net banking or a wallet in Indian rupees and with a card in US dollars or euros.",
    );
  });
});
