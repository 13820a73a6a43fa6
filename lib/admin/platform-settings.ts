// What /admin/settings shows of the money rules: the form's starting texts from the API's view,
// the commission's minimum as the fee share, spread and bound are typed (the same computation the
// server refuses with, lib/economics/cycle-safety.ts), where each rate came from, in words, what a
// typed rate would do (the server's own checks, lib/economics/rate-bounds.ts, as a warning before
// saving), the changes a save confirms first (every rule changed, each with its effect, and what
// must be typed again: lib/economics/rule-changes.ts) and the confirmations a 409
// confirmation_required asks for.
import { endpointUrl } from "@/lib/api/endpoint";
import { adminSettingsGet } from "@/lib/api/endpoints/admin-settings";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { minimumCommissionBps } from "@/lib/economics/cycle-safety";
import type { MoneyRules } from "@/lib/economics/cycle-safety";
import {
  needsConfirmation,
  rateChangeEffect,
  rateConfirmationPrompt,
  rateMoveBps,
  rateMoveProblem,
  rateRangeProblem,
} from "@/lib/economics/rate-bounds";
import {
  EXAMPLE_CURRENCY,
  RULE_FIELDS,
  ruleChanges,
  type RuleChange,
} from "@/lib/economics/rule-changes";
import { formatPercent, formatRate, parsePercent, parseRate } from "@/lib/economics/rates";
import { MAX_SPREAD_BPS } from "@/lib/economics/spread";
import {
  CURRENCY_FACTS,
  RATED_CURRENCIES,
  recordOf,
  type RatedCurrency,
} from "@/lib/money/currencies";
import type {
  PlatformSettingsBody,
  PlatformSettingsFormValues,
} from "@/lib/validations/platform-settings-form";

export const ADMIN_SETTINGS_KEY = endpointUrl(adminSettingsGet);
export const SETTINGS_SAVED_TITLE = "Settings Saved";

export type RateRow = PlatformSettingsView["rates"][number];

/** The rate of one currency as the API lists it; null when the list has none (never expected). */
export function rateOf(
  settings: Pick<PlatformSettingsView, "rates">,
  currency: RatedCurrency,
): RateRow | null {
  return settings.rates.find((row) => row.currency === currency) ?? null;
}

/** The form's fields, filled with the rules as they are now. */
export function formValuesOf(settings: PlatformSettingsView): PlatformSettingsFormValues {
  const rates = recordOf(RATED_CURRENCIES, (currency) => rateOf(settings, currency)?.rate ?? "");
  return {
    commissionPercent: settings.commissionPercent,
    conversionFeePercent: settings.conversionFeePercent,
    conversionFeeCoins: String(settings.conversionFeeCoins),
    spreadPercent: settings.spreadPercent,
    maxRateMovePercent: settings.maxRateMovePercent,
    rates,
    acceptanceDays: String(settings.acceptanceDays),
    defaultDueDays: String(settings.defaultDueDays),
    disputeResponseDays: String(settings.disputeResponseDays),
    clearingDays: String(settings.clearingDays),
  };
}

export interface CommissionFloor {
  /** The least commission, in percent as the form shows it ("12"). */
  minimum: string;
  /** The fee share, spread and largest rate move it was worked out for ("0", "2", "4"). */
  feePercent: string;
  spreadPercent: string;
  maxRateMovePercent: string;
  /** Whether the commission typed is below it (null while the commission is not a percentage). */
  below: boolean | null;
}

type FloorTerms = Pick<
  PlatformSettingsView,
  "minimumCommissionPercent" | "conversionFeePercent" | "spreadPercent" | "maxRateMovePercent"
>;

/**
 * The commission's minimum for the fee share, spread and rate move being typed; while one of them
 * is not a percentage yet, its saved value counts.
 */
export function commissionFloor(
  settings: FloorTerms,
  typed: Pick<FloorTerms, "conversionFeePercent" | "spreadPercent" | "maxRateMovePercent"> & {
    commissionPercent: string;
  },
): CommissionFloor {
  const percentOf = (field: "conversionFeePercent" | "spreadPercent" | "maxRateMovePercent") => {
    const bps = parsePercent(typed[field]);
    return bps === null
      ? { bps: parsePercent(settings[field]) ?? 0, text: settings[field] }
      : { bps, text: formatPercent(bps) };
  };
  const fee = percentOf("conversionFeePercent");
  const spread = percentOf("spreadPercent");
  const move = percentOf("maxRateMovePercent");
  const minimumBps = minimumCommissionBps({
    conversionFeeBps: fee.bps,
    fxSpreadBps: spread.bps,
    maxRateMoveBps: move.bps,
  });
  const commissionBps = parsePercent(typed.commissionPercent);
  return {
    minimum: formatPercent(minimumBps),
    feePercent: fee.text,
    spreadPercent: spread.text,
    maxRateMovePercent: move.text,
    below: commissionBps === null ? null : commissionBps < minimumBps,
  };
}

/**
 * Where a rate came from and when, in a sentence: "Set by an admin on 26 Nov 2026, 6:46 am IST."
 * `when` formats the instant in the admin's own style.
 */
export function rateOriginText(
  rate: Pick<RateRow, "source" | "updatedAt"> | null,
  when: (iso: string) => string,
): string {
  if (!rate) return "No rate yet.";
  if (rate.source === "default" || !rate.updatedAt) return "Starting rate, not changed yet.";
  return rate.source === "admin"
    ? `Set by an admin on ${when(rate.updatedAt)}.`
    : `From the rates feed on ${when(rate.updatedAt)}.`;
}

/** "Allowed: 40 to 200 coins.": the range the server takes a currency's rate in. */
export function rateRangeText(currency: RatedCurrency): string | null {
  const range = CURRENCY_FACTS[currency].rateRange;
  return range ? `Allowed: ${range.min} to ${range.max} coins.` : null;
}

export interface RateNote {
  /** refused: saving would be refused; confirm: saving asks for it again; change: a small move. */
  tone: "refused" | "confirm" | "change";
  text: string;
}

/**
 * What saving a typed rate would do, in the server's words, before it is saved: refused (out of
 * range, or moved past the stricter of the saved and typed bound, as the server reads it), asked
 * to be typed again (more than 1%), or only its effect on a package's price. Null while it is
 * unchanged or not a rate yet (the form's check says why on save).
 */
export function rateNote(
  settings: Pick<PlatformSettingsView, "rates" | "spreadPercent" | "maxRateMovePercent">,
  currency: RatedCurrency,
  typed: { rate: string; spreadPercent: string; maxRateMovePercent: string },
): RateNote | null {
  const before = parseRate(rateOf(settings, currency)?.rate ?? "");
  const after = parseRate(typed.rate);
  if (before === null || after === null || before === after) return null;
  const savedBound = parsePercent(settings.maxRateMovePercent) ?? 0;
  const typedBound = parsePercent(typed.maxRateMovePercent);
  const bound = typedBound === null ? savedBound : Math.min(savedBound, typedBound);
  const problem =
    rateRangeProblem(currency, after) ?? rateMoveProblem(currency, before, after, bound);
  if (problem) return { tone: "refused", text: problem };
  const typedSpread = parsePercent(typed.spreadPercent);
  const spreadBps =
    typedSpread !== null && typedSpread <= MAX_SPREAD_BPS
      ? typedSpread
      : (parsePercent(settings.spreadPercent) ?? 0);
  const effect = rateChangeEffect(currency, before, after, spreadBps);
  if (!needsConfirmation(before, after)) return { tone: "change", text: effect };
  return {
    tone: "confirm",
    text:
      `Moves ${formatPercent(rateMoveBps(before, after))}% from ${formatRate(before)}: ` +
      `saving asks you to type it again. ${effect}`,
  };
}

/** One rate a save asks to be typed again (`error.details.confirmations` of a 409). */
export interface RateConfirmation {
  kind: "rate";
  currency: RatedCurrency;
  /** The rates as the API writes them ("88.00", "85.00"). */
  from: string;
  to: string;
  movePercent: string;
  /** "A 500-coin package would cost $6.01 instead of $5.80." */
  effect: string;
  /** The whole question, ending "Type 85.00 to confirm." */
  prompt: string;
}

/** A change a save confirms first: a money rule (typed again past its step), or a rate. */
export type ChangeConfirmation = RuleChange | RateConfirmation;

const isText = (value: unknown): value is string => typeof value === "string";

function ruleConfirmationOf(fields: Record<string, unknown>): RuleChange | null {
  const rule = RULE_FIELDS.find((name) => name === fields.rule);
  const { label, from, to, unit, typed, effect, prompt } = fields;
  if (!rule || !isText(label) || !isText(from) || !isText(to) || typeof typed !== "boolean") {
    return null;
  }
  if ((unit !== "%" && unit !== "coins") || !isText(effect) || !isText(prompt)) return null;
  return { kind: "rule", rule, label, from, to, unit, typed, effect, prompt };
}

function rateConfirmationOf(fields: Record<string, unknown>): RateConfirmation | null {
  const currency = RATED_CURRENCIES.find((code) => code === fields.currency);
  const { from, to, movePercent, effect, prompt } = fields;
  if (!currency || !isText(from) || !isText(to) || !isText(movePercent)) return null;
  if (!isText(effect) || !isText(prompt)) return null;
  return { kind: "rate", currency, from, to, movePercent, effect, prompt };
}

/**
 * The confirmations a 409 confirmation_required carries, checked field by field (the browser
 * takes no schema library); null when the answer holds none, or one it cannot read.
 */
export function confirmationsOf(
  details: Record<string, unknown> | undefined,
): ChangeConfirmation[] | null {
  const list = details?.confirmations;
  if (!Array.isArray(list) || list.length === 0) return null;
  const read: ChangeConfirmation[] = [];
  for (const item of list as unknown[]) {
    if (typeof item !== "object" || item === null) return null;
    const fields = item as Record<string, unknown>;
    const confirmation =
      fields.kind === "rule" ? ruleConfirmationOf(fields) : rateConfirmationOf(fields);
    if (!confirmation) return null;
    read.push(confirmation);
  }
  return read;
}

/** Whether a typed confirmation is the new rate: read as a rate, as the server reads it. */
export function confirmsRate(typed: string, to: string): boolean {
  const rate = parseRate(typed);
  return rate !== null && rate === parseRate(to);
}

/** The money rules as saved, and as a checked body would save them. */
function rulesOf(
  settings: Pick<
    PlatformSettingsView,
    | "commissionPercent"
    | "conversionFeePercent"
    | "conversionFeeCoins"
    | "spreadPercent"
    | "maxRateMovePercent"
  >,
  body?: PlatformSettingsBody,
): MoneyRules {
  const percent = (saved: string, typed: string | undefined) =>
    (typed === undefined ? null : parsePercent(typed)) ?? parsePercent(saved) ?? 0;
  return {
    commissionBps: percent(settings.commissionPercent, body?.commissionPercent),
    conversionFeeBps: percent(settings.conversionFeePercent, body?.conversionFeePercent),
    conversionFeeCoins: body?.conversionFeeCoins ?? settings.conversionFeeCoins,
    fxSpreadBps: percent(settings.spreadPercent, body?.spreadPercent),
    maxRateMoveBps: percent(settings.maxRateMovePercent, body?.maxRateMovePercent),
  };
}

/**
 * What saving `body` over `settings` asks the admin to confirm first, in the order the server
 * asks: every money rule it changes (with its effect; past its step, typed again), then every
 * rate it moves more than 1%. Nothing when a field would be refused (the commission below its
 * minimum, a rate out of range or bound): the save goes out and the server's refusal shows at the
 * field, rather than a question about a change that cannot be made.
 */
export function changesToConfirm(
  settings: PlatformSettingsView,
  body: PlatformSettingsBody,
): ChangeConfirmation[] {
  const floor = commissionFloor(settings, body);
  if (floor.below) return [];
  const rates: RateConfirmation[] = [];
  for (const currency of RATED_CURRENCIES) {
    const note = rateNote(settings, currency, { ...body, rate: body.rates[currency] });
    if (note?.tone === "refused") return [];
    const from = parseRate(rateOf(settings, currency)?.rate ?? "");
    const to = parseRate(body.rates[currency]);
    if (note?.tone !== "confirm" || from === null || to === null) continue;
    const spreadBps = rulesOf(settings, body).fxSpreadBps;
    rates.push({
      kind: "rate",
      currency,
      from: formatRate(from),
      to: formatRate(to),
      movePercent: formatPercent(rateMoveBps(from, to)),
      effect: rateChangeEffect(currency, from, to, spreadBps),
      prompt: rateConfirmationPrompt(currency, from, to, spreadBps),
    });
  }
  const exampleRate =
    parseRate(body.rates[EXAMPLE_CURRENCY]) ??
    parseRate(rateOf(settings, EXAMPLE_CURRENCY)?.rate ?? "") ??
    0;
  return [...ruleChanges(rulesOf(settings), rulesOf(settings, body), exampleRate), ...rates];
}
