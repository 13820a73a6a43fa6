// What a change of the platform-wide money rules does, in words, before it is saved: the
// commission ("on a 100-coin booking an organization now receives 82 coins instead of 85"), the
// conversion fee (its share and its fixed coins), the exchange spread and the largest move a rate
// may make at once. /admin/settings shows each change with its effect and saves only once the
// admin confirms; a change larger than its rule's step must be typed again, and the server asks
// for that too (409 confirmation_required, answered with `confirmedRules`), so an API client
// changing a rule by a small step just saves while a slip of the finger never moves a rule far.
import { formatCount } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";
import { RATED_CURRENCIES, type RatedCurrency } from "@/lib/money/currencies";
import { COIN_PACKAGES } from "@/lib/payments/packages";
import type { MoneyRules } from "./cycle-safety";
import { splitCommission } from "./commission";
import { conversionFeeCoins, payoutMinorFor } from "./conversion-quote";
import { formatPercent, formatRate, parsePercent } from "./rates";
import { payoutRate, saleRate } from "./spread";
import { packagePriceMinor } from "./top-up-quote";

/** The rules, by the names the API and the form give them. */
export const RULE_FIELDS = [
  "commissionPercent",
  "conversionFeePercent",
  "conversionFeeCoins",
  "spreadPercent",
  "maxRateMovePercent",
] as const;
type RuleField = (typeof RULE_FIELDS)[number];

interface RuleFacts {
  /** Its name at the start of a sentence. */
  label: string;
  /** Where it is kept in MoneyRules. */
  key: keyof MoneyRules;
  unit: "percent" | "coins";
  /** A change of more than this (basis points or coins) must be typed again. */
  step: number;
}

const RULES: Record<RuleField, RuleFacts> = {
  commissionPercent: { label: "Commission", key: "commissionBps", unit: "percent", step: 500 },
  conversionFeePercent: {
    label: "Conversion fee",
    key: "conversionFeeBps",
    unit: "percent",
    step: 500,
  },
  conversionFeeCoins: {
    label: "Fixed conversion fee",
    key: "conversionFeeCoins",
    unit: "coins",
    step: 100,
  },
  spreadPercent: { label: "Exchange spread", key: "fxSpreadBps", unit: "percent", step: 100 },
  maxRateMovePercent: {
    label: "Largest rate move",
    key: "maxRateMoveBps",
    unit: "percent",
    step: 200,
  },
};

/** The booking and the conversion the effects are told on. */
const EXAMPLE_BOOKING_COINS = 100;
const EXAMPLE_CONVERSION_COINS = 1_000;
/** The currency the spread's and the bound's effects are told in: the first rated one. */
export const EXAMPLE_CURRENCY: RatedCurrency = RATED_CURRENCIES[0]!;

/** One rule a save changes, with what the change does. */
export interface RuleChange {
  kind: "rule";
  rule: RuleField;
  label: string;
  /** The values as the API writes them: "15", "18" (percent) or "0", "10" (coins). */
  from: string;
  to: string;
  unit: "%" | "coins";
  /** Larger than the rule's step: saved only once `to` is typed again. */
  typed: boolean;
  /** "Commission 15% → 18%: on a 100-coin booking an organization now receives 82 coins instead of 85." */
  effect: string;
  /** The effect, and for a typed change what to type. */
  prompt: string;
}

/** A rule's value as text: "18" for 1800 basis points, "10" for 10 coins. */
function valueText(rule: RuleField, value: number): string {
  return RULES[rule].unit === "percent" ? formatPercent(value) : String(value);
}

/** "15% → 18%", "0 → 10 coins". */
function arrow(rule: RuleField, from: number, to: number): string {
  return RULES[rule].unit === "percent"
    ? `${formatPercent(from)}% → ${formatPercent(to)}%`
    : `${formatCount(from)} → ${formatQuantityOfCoins(to)}`;
}

const formatQuantityOfCoins = (coins: number) =>
  `${formatCount(coins)} ${coins === 1 ? "coin" : "coins"}`;

/** "5 percentage points", "100 coins": a rule's step in words. */
function stepText(rule: RuleField): string {
  const { step, unit } = RULES[rule];
  return unit === "percent" ? `${formatPercent(step)} percentage points` : `${step} coins`;
}

/** Coins paid out of the example conversion under `rules`. */
function convertedCoins(rules: MoneyRules): number {
  return EXAMPLE_CONVERSION_COINS - conversionFeeCoins(EXAMPLE_CONVERSION_COINS, rules);
}

/**
 * What the change of one rule does, the others as they will be after the save. `rateMicros`:
 * EXAMPLE_CURRENCY's rate after the save, which the spread's and the bound's effects are told at.
 */
function effectOf(
  rule: RuleField,
  before: MoneyRules,
  after: MoneyRules,
  rateMicros: number,
): string {
  const key = RULES[rule].key;
  const was: MoneyRules = { ...after, [key]: before[key] };
  const head = `${RULES[rule].label} ${arrow(rule, before[key], after[key])}:`;
  switch (rule) {
    case "commissionPercent": {
      const net = (bps: number) => splitCommission(EXAMPLE_BOOKING_COINS, bps).net;
      return `${head} on a ${EXAMPLE_BOOKING_COINS}-coin booking an organization now receives ${formatCount(net(after.commissionBps))} coins instead of ${formatCount(net(before.commissionBps))}.`;
    }
    case "conversionFeePercent":
    case "conversionFeeCoins":
      return `${head} converting ${formatCount(EXAMPLE_CONVERSION_COINS)} coins, an organization is now paid for ${formatCount(convertedCoins(after))} of them instead of ${formatCount(convertedCoins(was))}.`;
    case "spreadPercent": {
      const pack = COIN_PACKAGES.find((candidate) => candidate.popular) ?? COIN_PACKAGES[0]!;
      const currency = EXAMPLE_CURRENCY;
      const price = (spread: number) =>
        formatMinor(
          packagePriceMinor(pack, saleRate(rateMicros, spread, currency), currency),
          currency,
        );
      const paid = (spread: number) =>
        formatMinor(
          payoutMinorFor(
            EXAMPLE_CONVERSION_COINS,
            payoutRate(rateMicros, spread, currency),
            currency,
          ),
          currency,
        );
      return `${head} a ${formatCount(pack.coins)}-coin package now costs ${price(after.fxSpreadBps)} instead of ${price(before.fxSpreadBps)}, and ${formatCount(EXAMPLE_CONVERSION_COINS)} coins converted pay ${paid(after.fxSpreadBps)} instead of ${paid(before.fxSpreadBps)} (at 1 ${currency} = ${formatRate(rateMicros)} coins).`;
    }
    case "maxRateMovePercent": {
      const bound = BigInt(after.maxRateMoveBps);
      const rate = BigInt(rateMicros);
      const lowest = Number((rate * (10_000n - bound) + 9_999n) / 10_000n);
      const highest = Number((rate * (10_000n + bound)) / 10_000n);
      return `${head} one change, an admin's or the rates feed's, may now move a rate by up to ${formatPercent(after.maxRateMoveBps)}% instead of ${formatPercent(before.maxRateMoveBps)}% (the ${EXAMPLE_CURRENCY} rate of ${formatRate(rateMicros)} to anywhere from ${formatRate(lowest)} to ${formatRate(highest)} coins).`;
    }
  }
}

/**
 * The rules a save changes, in the form's order, each with its effect and whether it must be
 * typed again (a move of more than its step). `rateMicros`: EXAMPLE_CURRENCY's rate after the save.
 */
export function ruleChanges(
  before: MoneyRules,
  after: MoneyRules,
  rateMicros: number,
): RuleChange[] {
  return RULE_FIELDS.flatMap((rule): RuleChange[] => {
    const { key, step, unit, label } = RULES[rule];
    if (before[key] === after[key]) return [];
    const to = valueText(rule, after[key]);
    const typed = Math.abs(after[key] - before[key]) > step;
    const effect = effectOf(rule, before, after, rateMicros);
    return [
      {
        kind: "rule",
        rule,
        label,
        from: valueText(rule, before[key]),
        to,
        unit: unit === "percent" ? "%" : "coins",
        typed,
        effect,
        prompt: typed
          ? `${effect} It moves more than ${stepText(rule)}: type ${to} to confirm.`
          : effect,
      },
    ];
  });
}

/** A rule's value read from text as the API reads it; null when it is not one. */
function parseRuleValue(rule: RuleField, text: string): number | null {
  if (RULES[rule].unit === "percent") return parsePercent(text);
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Whether `typed` is the change's new value, read as the server reads it. */
export function confirmsRule(change: Pick<RuleChange, "rule" | "to">, typed: string): boolean {
  const value = parseRuleValue(change.rule, typed);
  return value !== null && value === parseRuleValue(change.rule, change.to);
}
