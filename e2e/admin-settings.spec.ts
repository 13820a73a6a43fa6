// /admin/settings (docs/economics.md) on a desktop: the admin reaches it from the navigation, is refused an
// unsafe commission with the server's reason at the field (the minimum beside it follows the fee
// share and the spread as they are typed), then changes the commission (confirmed in a dialog that
// says what it does to a booking) and the dollar's rate and sees them saved, the rate now the
// admin's; a commission moved more than 5 points is saved only once typed again; a rate out of its
// range is refused at its field; a rate moved more than 1% is saved only once typed again in a
// dialog that says what it does to a price; and buyer protection's windows, each refused outside
// its range. After every save focus is on the form, never lost to the page. The rules are put
// back afterwards.
import { expect, test } from "@playwright/test";
import type { PlatformSettingsView } from "../lib/schemas/economics";
import { formAlert, mainNav, toast } from "./support/accounts";
import {
  acceptanceDaysField,
  clearingDaysField,
  commissionField,
  currentRules,
  eurField,
  feeShareField,
  openSettings,
  moneyRulesForm,
  rateConfirmation,
  restoreRules,
  ruleConfirmation,
  saveButton,
  spreadField,
  UNSAFE_AT_10,
  usdField,
} from "./support/admin-settings";
import { expectNoSeriousAxeViolations } from "./support/axe";

// Each test changes the one set of money rules and puts back what it read first: run beside each
// other, one would read another's change as the rules to restore. One worker, in order.
test.describe.configure({ mode: "default" });

const rateOf = (rules: PlatformSettingsView, currency: string) =>
  rules.rates.find((row) => row.currency === currency)!.rate;

test("an admin is refused an unsafe commission, then changes the commission and a rate", async ({
  page,
}) => {
  const original = await currentRules();
  try {
    await openSettings(page);
    await expect(mainNav(page).getByRole("link", { name: "Fees & rates" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(commissionField(page)).toHaveValue(original.commissionPercent);
    await expect(usdField(page)).toHaveValue(rateOf(original, "USD"));
    await expect(page.getByTestId("rate-source-USD")).toContainText("Allowed: 40 to 200 coins.");
    await expect(page.getByRole("region", { name: "Rates feed" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Below the minimum: the hint says so as it is typed, and the server refuses it.
    const minimum = page.getByTestId("commission-minimum");
    await commissionField(page).fill("10");
    await expect(minimum).toContainText(
      "At least 14.82% with a 0% conversion fee, a 2% spread and rate moves of up to 4%",
    );
    await expect(minimum).toContainText("below it, saving is refused");
    await saveButton(page).click();
    await expect(formAlert(page)).toHaveText(UNSAFE_AT_10);
    await expect(commissionField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(commissionField(page)).toBeFocused();
    // A fee share covers part of the bonus, a wider spread more of a rate's move: the minimum
    // falls as they are typed.
    await feeShareField(page).fill("5");
    await expect(minimum).toContainText("At least 10.34% with a 5% conversion fee");
    await feeShareField(page).fill(original.conversionFeePercent);
    await spreadField(page).fill("5");
    await expect(minimum).toContainText("At least 13.05% with a 0% conversion fee, a 5% spread");
    await spreadField(page).fill(original.spreadPercent);

    // A safe change: a higher commission and the dollar's rate, moved less than 1%: what it does
    // to a price is said as it is typed, and the commission's effect is confirmed before saving.
    await commissionField(page).fill("16.5");
    await usdField(page).fill("88.5");
    await expect(page.getByTestId("rate-note-USD")).toHaveText(
      "A 500-coin package would cost $5.77 instead of $5.80.",
    );
    await saveButton(page).click();
    const dialog = ruleConfirmation(page, "commission");
    await expect(dialog).toContainText(
      "Commission 15% → 16.5%: on a 100-coin booking an organization now receives 83 coins instead of 85.",
    );
    await expect(dialog.getByRole("textbox")).toHaveCount(0);
    expect((await currentRules()).updatedAt).toBe(original.updatedAt);
    await dialog.getByRole("button", { name: "Confirm and save" }).click();
    await expect(toast(page, "Settings Saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(moneyRulesForm(page)).toBeFocused();
    await expect(formAlert(page)).toBeHidden();
    await expect(page.getByTestId("rate-source-USD")).toContainText("Set by an admin on ");
    await expect(saveButton(page)).toBeDisabled();

    // Saved: the page read again shows them, and the API says the same.
    await page.reload();
    await expect(commissionField(page)).toHaveValue("16.5");
    await expect(usdField(page)).toHaveValue("88.50");
    await expect(eurField(page)).toHaveValue(rateOf(original, "EUR"));
    const saved = await currentRules();
    expect(saved.commissionPercent).toBe("16.5");
    expect(saved.rates.find((row) => row.currency === "USD")).toMatchObject({
      rate: "88.50",
      source: "admin",
    });
  } finally {
    await restoreRules(original);
  }
});

test("a commission moved more than 5 points is saved only once the admin types it again", async ({
  page,
}) => {
  const original = await currentRules();
  // The sentences below are the seeded commission's (15%).
  expect(original.commissionPercent).toBe("15");
  const prompt =
    "Commission 15% → 21%: on a 100-coin booking an organization now receives 79 coins instead of 85. It moves more than 5 percentage points: type 21 to confirm.";
  try {
    await openSettings(page);
    await commissionField(page).fill("21");
    await saveButton(page).click();
    const dialog = ruleConfirmation(page, "commission");
    await expect(dialog).toContainText(prompt);
    const typedAgain = dialog.getByLabel("New commission");
    await expect(typedAgain).toBeFocused();
    const confirm = dialog.getByRole("button", { name: "Confirm and save" });
    await expect(confirm).toBeDisabled();
    await expectNoSeriousAxeViolations(page);

    // Escape leaves the form as typed, focus on the commission, and nothing saved.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(commissionField(page)).toHaveValue("21");
    await expect(commissionField(page)).toBeFocused();
    expect((await currentRules()).updatedAt).toBe(original.updatedAt);

    // By keyboard: Enter asks again, and only the new value enables Confirm.
    await commissionField(page).press("Enter");
    await expect(dialog).toContainText(prompt);
    await typedAgain.fill("15");
    await expect(confirm).toBeDisabled();
    await typedAgain.fill("21");
    await expect(dialog.getByText("Matches the new value.")).toBeVisible();
    await typedAgain.press("Enter");
    await expect(toast(page, "Settings Saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(commissionField(page)).toHaveValue("21");
    // Save has nothing left to save: focus is on the form, not lost to the page.
    await expect(saveButton(page)).toBeDisabled();
    await expect(moneyRulesForm(page)).toBeFocused();
    expect((await currentRules()).commissionPercent).toBe("21");
  } finally {
    await restoreRules(original);
  }
});

test("a rate that is not a number is refused at its field, and nothing is saved", async ({
  page,
}) => {
  const original = await currentRules();
  try {
    await openSettings(page);
    await eurField(page).fill("1,02");
    await saveButton(page).click();
    await expect(formAlert(page)).toHaveText(
      "Enter what 1 EUR is worth in coins, above 0, with six decimals at most (e.g. 88.25).",
    );
    await expect(eurField(page)).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Undo changes" }).click();
    await expect(eurField(page)).toHaveValue(rateOf(original, "EUR"));

    // A slipped decimal is a number, but not a dollar's worth: warned as it is typed, refused by
    // the server at the field.
    await usdField(page).fill("0.88");
    await expect(page.getByTestId("rate-note-USD")).toHaveText(
      "1 USD must be worth 40 to 200 coins.",
    );
    await saveButton(page).click();
    await expect(formAlert(page)).toHaveText("1 USD must be worth 40 to 200 coins.");
    await expect(usdField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(usdField(page)).toBeFocused();
    expect((await currentRules()).updatedAt).toBe(original.updatedAt);
  } finally {
    await restoreRules(original);
  }
});

test("a rate moved more than 1% is saved only once the admin types it again", async ({ page }) => {
  const original = await currentRules();
  // The sentences below are the seeded dollar's (88 coins, a 2% spread).
  expect(rateOf(original, "USD")).toBe("88.00");
  expect(original.spreadPercent).toBe("2");
  const prompt =
    "The USD rate moves 3.41%, from 88.00 to 85.00 coins. A 500-coin package would cost $6.01 instead of $5.80. Type 85.00 to confirm.";
  try {
    await openSettings(page);
    await usdField(page).fill("85");
    await expect(page.getByTestId("rate-note-USD")).toHaveText(
      "Moves 3.41% from 88.00: saving asks you to type it again. A 500-coin package would cost $6.01 instead of $5.80.",
    );
    await saveButton(page).click();
    const dialog = rateConfirmation(page, "USD");
    await expect(dialog).toContainText(prompt);
    const typedAgain = dialog.getByLabel("New USD rate");
    await expect(typedAgain).toBeFocused();
    const confirm = dialog.getByRole("button", { name: "Confirm and save" });
    await expect(confirm).toBeDisabled();
    await expectNoSeriousAxeViolations(page);

    // Escape leaves the form as typed, focus on the rate, and nothing saved.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(usdField(page)).toHaveValue("85");
    await expect(usdField(page)).toBeFocused();
    expect((await currentRules()).updatedAt).toBe(original.updatedAt);

    // By keyboard: Enter saves, the dialog asks again, and only the new rate enables Confirm.
    await usdField(page).press("Enter");
    await expect(dialog).toContainText(prompt);
    await typedAgain.fill("88.00");
    await expect(confirm).toBeDisabled();
    await typedAgain.fill("85");
    await expect(dialog.getByText("Matches the new rate.")).toBeVisible();
    await expect(confirm).toBeEnabled();
    await typedAgain.press("Enter");
    await expect(toast(page, "Settings Saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(usdField(page)).toHaveValue("85.00");
    await expect(moneyRulesForm(page)).toBeFocused();
    await expect(page.getByTestId("rate-source-USD")).toContainText("Set by an admin on ");
    expect(rateOf(await currentRules(), "USD")).toBe("85.00");
  } finally {
    await restoreRules(original);
  }
});

test("buyer protection's windows are changed in days, each refused outside its range", async ({
  page,
}) => {
  const original = await currentRules();
  try {
    await openSettings(page);
    await expect(clearingDaysField(page)).toHaveValue(String(original.clearingDays));
    await acceptanceDaysField(page).fill("15");
    await saveButton(page).click();
    await expect(formAlert(page)).toHaveText(
      "Days to accept a delivery must be a whole number from 1 to 14.",
    );
    await expect(acceptanceDaysField(page)).toHaveAttribute("aria-invalid", "true");
    await acceptanceDaysField(page).fill("5");
    await clearingDaysField(page).fill("0");
    await saveButton(page).click();
    await expect(toast(page, "Settings Saved")).toBeVisible();
    // No money rule changed: nothing to confirm, and focus comes back to the form.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(moneyRulesForm(page)).toBeFocused();
    const saved = await currentRules();
    expect(saved).toMatchObject({ acceptanceDays: 5, clearingDays: 0 });
    await page.reload();
    await expect(clearingDaysField(page)).toHaveValue("0");
  } finally {
    await restoreRules(original);
  }
});
