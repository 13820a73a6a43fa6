// The one list of currencies is complete where the product relies on it: the database stores the
// same currencies and payout methods, every currency can be shown, bought with and paid out in,
// and every payout method belongs to exactly one currency.
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  Currency as StoredCurrency,
  PayoutMethod as StoredPayoutMethod,
} from "@/generated/prisma/enums";
import { formatMoney } from "@/lib/format/money";
import { createOrderSchema } from "@/lib/validations/payments";
import { currencyParams } from "@/lib/validations/conversions";
import {
  BASE_CURRENCY,
  CURRENCIES,
  CURRENCY_FACTS,
  CURRENCY_LIST_TEXT,
  PAYOUT_METHODS,
  RATED_CURRENCIES,
  recordOf,
  type Currency,
  type PayoutMethod,
} from "./currencies";

describe("the currencies", () => {
  it("are the database's, in its order, and so are the payout methods", () => {
    expect(CURRENCIES).toEqual(Object.values(StoredCurrency));
    expect(PAYOUT_METHODS).toEqual(Object.values(StoredPayoutMethod));
    expectTypeOf<Currency>().toEqualTypeOf<StoredCurrency>();
    expectTypeOf<PayoutMethod>().toEqualTypeOf<StoredPayoutMethod>();
  });

  it("have a rate each but the base one, in the list's order", () => {
    expect(BASE_CURRENCY).toBe("INR");
    expect(RATED_CURRENCIES).toEqual(["USD", "EUR"]);
  });

  it("each have a name, a symbol, locales, a time zone and a top-up limit", () => {
    expect(Object.keys(CURRENCY_FACTS)).toEqual([...CURRENCIES]);
    for (const currency of CURRENCIES) {
      const facts = CURRENCY_FACTS[currency];
      expect(facts.name, currency).not.toBe("");
      expect(facts.symbol, currency).not.toBe("");
      expect(Intl.NumberFormat.supportedLocalesOf(facts.moneyLocale), currency).toHaveLength(1);
      expect(Intl.DateTimeFormat.supportedLocalesOf(facts.dateLocale), currency).toHaveLength(1);
      expect(() => new Intl.DateTimeFormat("en", { timeZone: facts.timeZone })).not.toThrow();
      expect(facts.maxTopUp, currency).toBeGreaterThan(0);
      expect(facts.checkoutMethods, currency).toContain("card");
    }
  });

  it("keep the spec's symbols, limits and checkout methods", () => {
    expect(recordOf(CURRENCIES, (currency) => CURRENCY_FACTS[currency].symbol)).toEqual({
      INR: "₹",
      USD: "$",
      EUR: "€",
    });
    expect(recordOf(CURRENCIES, (currency) => CURRENCY_FACTS[currency].maxTopUp)).toEqual({
      INR: 500_000,
      USD: 10_000,
      EUR: 10_000,
    });
    expect(CURRENCY_FACTS.INR.checkoutMethods).toEqual(["upi", "card", "netbanking", "wallet"]);
    expect(CURRENCY_FACTS.USD.checkoutMethods).toEqual(["card"]);
    expect(CURRENCY_FACTS.EUR.checkoutMethods).toEqual(["card"]);
  });

  it("are each paid out somewhere, and every payout method pays exactly one currency", () => {
    for (const currency of CURRENCIES) {
      expect(CURRENCY_FACTS[currency].payoutMethods.length, currency).toBeGreaterThan(0);
    }
    for (const method of PAYOUT_METHODS) {
      const paying = CURRENCIES.filter((currency) =>
        CURRENCY_FACTS[currency].payoutMethods.includes(method),
      );
      expect(paying, method).toHaveLength(1);
    }
    expect(CURRENCY_FACTS.INR.payoutMethods).toEqual(["bank_account", "upi"]);
    expect(CURRENCY_FACTS.USD.payoutMethods).toEqual(["us_account"]);
    expect(CURRENCY_FACTS.EUR.payoutMethods).toEqual(["iban"]);
  });

  it("are each written with their own symbol and grouping", () => {
    expect(CURRENCIES.map((currency) => formatMoney(123456.5, currency))).toEqual([
      "₹1,23,456.50",
      "$123,456.50",
      "€123,456.50",
    ]);
  });

  it("are named in the validation messages as a sentence lists them", () => {
    expect(CURRENCY_LIST_TEXT).toBe("INR, USD or EUR");
    const order = createOrderSchema.safeParse({ currency: "JPY" });
    expect(order.error?.issues[0]?.message).toBe("Currency must be INR, USD or EUR");
    const payout = currencyParams.safeParse({ currency: "JPY" });
    expect(payout.error?.issues[0]?.message).toBe("Choose INR, USD or EUR.");
  });
});

describe("recordOf", () => {
  it("gives every key its value, in the keys' order", () => {
    expect(Object.entries(recordOf(["b", "a"], (key) => key.toUpperCase()))).toEqual([
      ["b", "B"],
      ["a", "A"],
    ]);
  });
});
