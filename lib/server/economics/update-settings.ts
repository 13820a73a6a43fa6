// An admin changes the platform's money rules (commission, conversion fee, exchange spread, the
// bound on a rate's move, exchange rates) and buyer protection's windows (days to accept a
// delivery, to deliver when a service sets none, to answer a dispute, before earnings clear), in
// one transaction under the settings row's lock, effective from the moment it commits, audited
// with before and after. Rules under which a cycle of top-up, booking and conversion could pay out
// more than was paid are refused with the reason (lib/economics/cycle-safety.ts); so is a rate
// outside its currency's range or moved past the bound. A rate moved more than 1%, and a rule moved
// further than its step, wait for the admin to type the new value again (409
// confirmation_required saying what each change does: lib/economics/rate-bounds.ts,
// lib/economics/rule-changes.ts). A window, the spread or the bound left out of the request stays
// as it is.
import "server-only";
import { bpsAsPercent } from "@/lib/economics/percent";
import { AppError } from "@/lib/errors/app-error";
import { cycleSafetyProblem, MAX_COMMISSION_BPS } from "@/lib/economics/cycle-safety";
import {
  needsConfirmation,
  rateChangeEffect,
  rateConfirmationPrompt,
  rateMoveBps,
  rateMoveProblem,
  rateRangeProblem,
} from "@/lib/economics/rate-bounds";
import { formatPercent, formatRate, parsePercent, parseRate } from "@/lib/economics/rates";
import {
  confirmsRule,
  EXAMPLE_CURRENCY,
  ruleChanges,
  type RuleChange,
} from "@/lib/economics/rule-changes";
import type { MoneyRules } from "@/lib/economics/cycle-safety";
import type { SessionUser } from "@/lib/auth/session-user";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";
import type { PlatformSettingsInput } from "@/lib/validations/platform-settings";
import { RATED_CURRENCIES, recordOf } from "@/lib/money/currencies";
import type { Economics } from "./money-rules";
import type { ProtectionSettings } from "./protection-settings";
import { readSettingsState, type SettingsState } from "./settings-view";

/** The settings row, locked until the transaction ends: changes are made one at a time. */
export async function lockSettings(tx: Tx): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "PlatformSettings" WHERE "id" = 1 FOR UPDATE`;
}

/** The rules and rates as the audit log keeps them: readable, exact. */
function auditedEconomics(economics: Economics) {
  return {
    commissionPercent: formatPercent(economics.rules.commissionBps),
    conversionFeePercent: formatPercent(economics.rules.conversionFeeBps),
    conversionFeeCoins: economics.rules.conversionFeeCoins,
    spreadPercent: formatPercent(economics.rules.fxSpreadBps),
    maxRateMovePercent: formatPercent(economics.rules.maxRateMoveBps),
    rates: auditedRates(economics),
  };
}

/** The rates as the audit log keeps them: "88.00" per currency. */
export function auditedRates(economics: Economics): Record<string, string> {
  return recordOf(RATED_CURRENCIES, (currency) => formatRate(economics.rates[currency]));
}

/** The settings as the audit log keeps them: the money rules, and the windows in days. */
function audited({ economics, protection }: SettingsState) {
  return { ...auditedEconomics(economics), ...protectionDays(protection) };
}

const protectionDays = (protection: ProtectionSettings): ProtectionSettings => ({
  acceptanceDays: protection.acceptanceDays,
  defaultDueDays: protection.defaultDueDays,
  disputeResponseDays: protection.disputeResponseDays,
  clearingDays: protection.clearingDays,
});

/** One rate a save asks to be typed again (409 confirmation_required). */
interface RateConfirmation {
  kind: "rate";
  currency: string;
  from: string;
  to: string;
  movePercent: string;
  effect: string;
  prompt: string;
}

/** Refuses a rate out of range or past the bound; lists those moved more than 1% and not typed again. */
function checkRates(
  before: Economics,
  input: PlatformSettingsInput,
  rules: { fxSpreadBps: number; maxRateMoveBps: number },
): RateConfirmation[] {
  // The stricter of the bound before and after: raising it takes effect for later changes.
  const bound = Math.min(before.rules.maxRateMoveBps, rules.maxRateMoveBps);
  const issues: { path: string; message: string }[] = [];
  const confirmations: RateConfirmation[] = [];
  for (const currency of RATED_CURRENCIES) {
    const from = before.rates[currency];
    const to = input.rates[currency];
    if (from === to) continue;
    const problem = rateRangeProblem(currency, to) ?? rateMoveProblem(currency, from, to, bound);
    if (problem) {
      issues.push({ path: `rates.${currency}`, message: problem });
      continue;
    }
    const typed = input.confirmedRates?.[currency];
    if (!needsConfirmation(from, to) || (typed !== undefined && parseRate(typed) === to)) continue;
    confirmations.push({
      kind: "rate",
      currency,
      from: formatRate(from),
      to: formatRate(to),
      movePercent: formatPercent(rateMoveBps(from, to)),
      effect: rateChangeEffect(currency, from, to, rules.fxSpreadBps),
      prompt: rateConfirmationPrompt(currency, from, to, rules.fxSpreadBps),
    });
  }
  if (issues.length) {
    throw new AppError("validation_failed", issues[0]!.message, { issues });
  }
  return confirmations;
}

/** The rules moved further than their step and not typed again in `confirmedRules`. */
function unconfirmedRules(
  before: Economics,
  rules: MoneyRules,
  input: PlatformSettingsInput,
): RuleChange[] {
  return ruleChanges(before.rules, rules, input.rates[EXAMPLE_CURRENCY]).filter((change) => {
    const typed = input.confirmedRules?.[change.rule];
    return change.typed && (typed === undefined || !confirmsRule(change, typed));
  });
}

/** Asks for every rule and rate still to confirm at once, rules first (the form's order). */
function askToConfirm(confirmations: (RuleChange | RateConfirmation)[]): void {
  if (!confirmations.length) return;
  throw new AppError(
    "confirmation_required",
    confirmations.map((confirmation) => confirmation.prompt).join(" "),
    { details: { confirmations } },
  );
}

export async function updatePlatformSettings(
  admin: SessionUser,
  input: PlatformSettingsInput,
): Promise<SettingsState> {
  const days = {
    acceptanceDays: input.acceptanceDays,
    defaultDueDays: input.defaultDueDays,
    disputeResponseDays: input.disputeResponseDays,
    clearingDays: input.clearingDays,
  };
  return db().$transaction(async (tx) => {
    await lockSettings(tx);
    const before = await readSettingsState(tx);
    const rules = {
      commissionBps: input.commissionPercent,
      conversionFeeBps: input.conversionFeePercent,
      conversionFeeCoins: input.conversionFeeCoins,
      fxSpreadBps: input.spreadPercent ?? before.economics.rules.fxSpreadBps,
      maxRateMoveBps: input.maxRateMovePercent ?? before.economics.rules.maxRateMoveBps,
    };
    const problem = cycleSafetyProblem(rules);
    if (problem) {
      throw new AppError("validation_failed", problem, {
        issues: [{ path: "commissionPercent", message: problem }],
      });
    }
    const rates = checkRates(before.economics, input, rules);
    askToConfirm([...unconfirmedRules(before.economics, rules, input), ...rates]);
    await tx.platformSettings.update({
      where: { id: 1 },
      // An undefined window is left out of the update: it keeps its value.
      data: { ...rules, ...days, updatedById: admin.id },
    });
    for (const currency of RATED_CURRENCIES) {
      if (before.economics.rates[currency] === input.rates[currency]) continue;
      await tx.exchangeRate.update({
        where: { currency },
        data: { rateMicros: BigInt(input.rates[currency]), source: "admin", updatedById: admin.id },
      });
    }
    const after = await readSettingsState(tx);
    await recordAudit(tx, {
      actorId: admin.id,
      action: "settings.updated",
      entityType: "platform_settings",
      entityId: "1",
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/**
 * COMMISSION_PERCENT at start (npm start): the operator's way to raise a commission that a new
 * build's packages made unsafe, when no admin can sign in because the server refuses to start.
 * Audited as a change by no one; the start's safety check runs after it.
 */
export async function setCommissionAtStart(tx: Tx, percent: string): Promise<void> {
  const commissionBps = parsePercent(percent);
  if (commissionBps === null || commissionBps > MAX_COMMISSION_BPS) {
    throw new Error(
      `COMMISSION_PERCENT must be a percentage from 0 to ${bpsAsPercent(MAX_COMMISSION_BPS)}`,
    );
  }
  const before = await tx.platformSettings.findUniqueOrThrow({ where: { id: 1 } });
  if (before.commissionBps === commissionBps) return;
  await tx.platformSettings.update({
    where: { id: 1 },
    data: { commissionBps, updatedById: null },
  });
  await recordAudit(tx, {
    actorId: null,
    action: "settings.updated",
    entityType: "platform_settings",
    entityId: "1",
    before: { commissionPercent: formatPercent(before.commissionBps) },
    after: { commissionPercent: formatPercent(commissionBps) },
    data: { source: "COMMISSION_PERCENT" },
  });
}
