// The country table: the currency each country pays in (docs/spec.md section 9). Each currency
// lists the countries that pay in it and says in words where they are; one currency,
// ELSEWHERE_CURRENCY, is paid in every country no entry lists. A record over every currency: a
// currency added to lib/money/currencies.ts without its countries does not compile, and
// countries.test.ts fails when a country is listed twice or a currency other than the fallback
// lists none. lib/money/region.ts reads it.
import type { Currency } from "./currencies";

export interface PayingCountries {
  /** Where its payers are, as the pages' sentences say it ("in the euro area"). */
  where: string;
  /** ISO 3166-1 alpha-2 codes of the countries that pay in it. */
  countries: readonly string[];
}

/** The currency paid in every country the table does not list. */
export const ELSEWHERE_CURRENCY: Currency = "USD";

export const PAYING_COUNTRIES: Readonly<Record<Currency, PayingCountries>> = {
  INR: { where: "in India", countries: ["IN"] },
  USD: { where: "everywhere else", countries: [] },
  EUR: {
    // The euro area, and the states that use the euro by agreement.
    where: "in the euro area",
    countries: [
      ["AT", "BE", "HR", "CY", "EE", "FI", "FR", "DE", "GR", "IE", "IT", "LV", "LT", "LU"],
      ["MT", "NL", "PT", "SK", "SI", "ES", "AD", "MC", "SM", "VA", "ME", "XK", "BG"],
    ].flat(),
  },
};
