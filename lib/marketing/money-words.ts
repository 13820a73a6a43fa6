// The money rules as the support and terms pages state them, written from the sources the product
// prices with: the currency list and its facts (lib/money/currencies.ts), the country table
// (lib/money/countries.ts) and the spread the settings hold now (lib/economics/spread.ts). A currency
// added, a region rule changed or the spread moved changes these sentences too: the pages cannot
// promise a coin a dollar while the product sells at the rate.
import { formatPercent } from "@/lib/economics/rates";
import { formatMoney } from "@/lib/format/money";
import {
  BASE_CURRENCY,
  CURRENCIES,
  CURRENCY_FACTS,
  RATED_CURRENCIES,
  type Currency,
} from "@/lib/money/currencies";
import { ELSEWHERE_CURRENCY, PAYING_COUNTRIES } from "@/lib/money/countries";
import type { CheckoutMethod } from "@/lib/payments/providers";

const METHOD_WORDS: Record<CheckoutMethod, string> = {
  upi: "UPI",
  card: "a card",
  netbanking: "net banking",
  wallet: "a wallet",
};

/** "a, b and c": a list as the product's sentences write it (no comma before the last). */
function listOf(items: readonly string[], last: "and" | "or"): string {
  return items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}

/** "US dollars", "euros", "Indian rupee": a currency's English name, as many or as one. */
function currencyName(currency: Currency, count: 1 | 2 = 2): string {
  const parts = new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    currencyDisplay: "name",
    maximumFractionDigits: 0,
  }).formatToParts(count);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

/** "US dollars and euros": the currencies an exchange rate prices. */
export function ratedNames(last: "and" | "or"): string {
  return listOf(
    RATED_CURRENCIES.map((currency) => currencyName(currency)),
    last,
  );
}

/** " less a 2% spread" / " plus a 2% spread"; nothing while the spread is 0. */
function spreadWords(side: "less" | "plus", spreadBps: number): string {
  return spreadBps > 0 ? ` ${side} a ${formatPercent(spreadBps)}% spread` : "";
}

/** "A coin is worth one Indian rupee: ₹100 buys 100 coins." */
export function coinValueSentence(): string {
  return `A coin is worth one ${currencyName(BASE_CURRENCY, 1)}: ${formatMoney(100, BASE_CURRENCY)} buys 100 coins.`;
}

/** "You pay in Indian rupees (INR) in India, in euros (EUR) in the euro area and in US dollars (USD) everywhere else." */
export function payingCurrenciesSentence(): string {
  // The list's order, but everywhere else comes last.
  const ordered = [
    ...CURRENCIES.filter((currency) => currency !== ELSEWHERE_CURRENCY),
    ELSEWHERE_CURRENCY,
  ];
  const parts = ordered.map(
    (currency) => `in ${currencyName(currency)} (${currency}) ${PAYING_COUNTRIES[currency].where}`,
  );
  return `You pay ${listOf(parts, "and")}.`;
}

/** "US dollars and euros buy coins at the exchange rate less a 2% spread, both shown before you pay." */
export function saleSentence(spreadBps: number): string {
  const shown = spreadBps > 0 ? "both shown" : "shown";
  return `${ratedNames("and")} buy coins at the exchange rate${spreadWords("less", spreadBps)}, ${shown} before you pay.`;
}

/** "a coin converts to one Indian rupee, and US dollars and euros are paid at the exchange rate plus a 2% spread" */
export function conversionClause(spreadBps: number): string {
  return `a coin converts to one ${currencyName(BASE_CURRENCY, 1)}, and ${ratedNames("and")} are paid at the exchange rate${spreadWords("plus", spreadBps)}`;
}

/** "You pay through Razorpay: with UPI, a card, net banking or a wallet in Indian rupees and with a card in US dollars or euros." */
export function checkoutSentence(): string {
  const groups = new Map<string, Currency[]>();
  for (const currency of CURRENCIES) {
    const methods = listOf(
      CURRENCY_FACTS[currency].checkoutMethods.map((method) => METHOD_WORDS[method]),
      "or",
    );
    groups.set(methods, [...(groups.get(methods) ?? []), currency]);
  }
  const parts = [...groups].map(
    ([methods, currencies]) =>
      `with ${methods} in ${listOf(
        currencies.map((currency) => currencyName(currency)),
        "or",
      )}`,
  );
  return `You pay through Razorpay: ${listOf(parts, "and")}.`;
}
