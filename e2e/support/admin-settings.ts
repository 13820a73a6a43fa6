// The money rules for the admin-settings specs: read and put back through the API with the demo
// admin's token, so each spec leaves the rules as it found them (its project runs after every
// other spec: playwright.config.ts, MONEY_RULES).
import { expect, type Page } from "@playwright/test";
import type { PlatformSettingsView } from "../../lib/schemas/economics";
import { adminToken, DEMO, freshApi, heading, signIn } from "./accounts";

export async function currentRules(): Promise<PlatformSettingsView> {
  const api = await freshApi();
  try {
    const response = await api.get("/api/v1/admin/settings", {
      headers: { authorization: `Bearer ${await adminToken(api)}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: PlatformSettingsView }).data;
  } finally {
    await api.dispose();
  }
}

/**
 * Puts `rules` back; a rate moved more than 1% since, or a rule moved more than its step, is
 * confirmed as the admin would type it.
 */
export async function restoreRules(rules: PlatformSettingsView): Promise<void> {
  const rate = (currency: string) => rules.rates.find((row) => row.currency === currency)?.rate;
  const rates = { USD: rate("USD"), EUR: rate("EUR") };
  const moneyRules = {
    commissionPercent: rules.commissionPercent,
    conversionFeePercent: rules.conversionFeePercent,
    conversionFeeCoins: rules.conversionFeeCoins,
    spreadPercent: rules.spreadPercent,
    maxRateMovePercent: rules.maxRateMovePercent,
  };
  const api = await freshApi();
  try {
    const response = await api.put("/api/v1/admin/settings", {
      headers: { authorization: `Bearer ${await adminToken(api)}` },
      data: {
        ...moneyRules,
        rates,
        confirmedRates: rates,
        confirmedRules: moneyRules,
        acceptanceDays: rules.acceptanceDays,
        defaultDueDays: rules.defaultDueDays,
        disputeResponseDays: rules.disputeResponseDays,
        clearingDays: rules.clearingDays,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** The demo admin on /admin/settings. */
export async function openSettings(page: Page): Promise<void> {
  await signIn(page, DEMO.admin, "/admin/settings");
  await expect(heading(page, "Fees & rates")).toBeVisible();
}

export const commissionField = (page: Page) => page.getByLabel("Commission", { exact: true });
export const feeShareField = (page: Page) => page.getByLabel("Conversion fee", { exact: true });
export const spreadField = (page: Page) => page.getByLabel("Exchange spread", { exact: true });
export const usdField = (page: Page) => page.getByLabel("US dollar (USD)", { exact: true });
export const eurField = (page: Page) => page.getByLabel("Euro (EUR)", { exact: true });
export const saveButton = (page: Page) => page.getByRole("button", { name: "Save settings" });
export const clearingDaysField = (page: Page) =>
  page.getByLabel("Days before earnings clear", { exact: true });
export const acceptanceDaysField = (page: Page) =>
  page.getByLabel("Days to accept a delivery", { exact: true });

/** What the server says of rules that would let bonus coins come back as money. */
export const UNSAFE_AT_10 =
  "The commission must be at least 14.82% with a 0% conversion fee: the 2,000-coin package gives 300 bonus coins (13.04% of its coins), and bonus coins must never come back as money.";

/** The form of the money rules, where focus goes after a save. */
export const moneyRulesForm = (page: Page) => page.getByRole("form", { name: "Money rules" });

/** The dialog that confirms one money rule's change ("commission", "exchange spread"). */
export const ruleConfirmation = (page: Page, rule: string) =>
  page.getByRole("dialog", { name: `Confirm the new ${rule}` });

/** The dialog that asks for a rate moved more than 1% to be typed again. */
export const rateConfirmation = (page: Page, currency: "USD" | "EUR") =>
  page.getByRole("dialog", { name: `Confirm the new ${currency} rate` });
