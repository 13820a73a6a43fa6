// Money as the payment screens, receipts and emails show it (docs/spec.md section 9), each currency
// in its own locale (lib/money/currencies.ts): INR the Indian way (en-IN, ₹), USD the US way
// (en-US, $), EUR the Irish way (en-IE, €).
import { CURRENCY_FACTS, type Currency } from "@/lib/money/currencies";

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Currency, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(CURRENCY_FACTS[currency].moneyLocale, {
      style: "currency",
      currency,
      maximumFractionDigits: fractionDigits,
      minimumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "₹1,00,000", "$10,000", "€25" (whole units; the currency's minor places when it has them). */
export function formatMoney(amount: number, currency: Currency): string {
  const places = Number.isInteger(amount) ? 0 : CURRENCY_FACTS[currency].minorUnits;
  return formatterFor(currency, places).format(amount);
}
