// /admin/settings (docs/economics.md) on a desktop: the admin reaches it from the navigation, is refused an
// unsafe commission with the server's reason at the field (the minimum beside it follows the fee
// share as it is typed), then changes the commission and the dollar's rate and sees them saved,
// the rate now the admin's; and buyer protection's windows, each refused outside its range. The
// rules are put back afterwards.
import { expect, test } from "@playwright/test";
import { formAlert, mainNav, toast } from "./support/accounts";
import {
  acceptanceDaysField,
  clearingDaysField,
  commissionField,
  currentRules,
  eurField,
  feeShareField,
  openSettings,
  restoreRules,
  saveButton,
  UNSAFE_AT_10,
  usdField,
} from "./support/admin-settings";
import { expectNoSeriousAxeViolations } from "./support/axe";

// Each test changes the one set of money rules and puts back what it read first: run beside each
// other, one would read another's change as the rules to restore. One worker, in order.
test.describe.configure({ mode: "default" });

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
    await expect(usdField(page)).toHaveValue(
      original.rates.find((row) => row.currency === "USD")!.rate,
    );
    await expect(page.getByRole("region", { name: "Rates feed" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Below the minimum: the hint says so as it is typed, and the server refuses it.
    const minimum = page.getByTestId("commission-minimum");
    await commissionField(page).fill("10");
    await expect(minimum).toContainText("At least 13.05% with a 0% conversion fee");
    await expect(minimum).toContainText("below it, saving is refused");
    await saveButton(page).click();
    await expect(formAlert(page)).toHaveText(UNSAFE_AT_10);
    await expect(commissionField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(commissionField(page)).toBeFocused();
    // A fee share covers part of the bonus: the minimum falls as it is typed.
    await feeShareField(page).fill("5");
    await expect(minimum).toContainText("At least 8.47% with a 5% conversion fee");
    await feeShareField(page).fill(original.conversionFeePercent);

    // A safe change: a higher commission and the dollar's rate.
    await commissionField(page).fill("16.5");
    await usdField(page).fill("89.25");
    await saveButton(page).click();
    await expect(toast(page, "Settings Saved")).toBeVisible();
    await expect(formAlert(page)).toBeHidden();
    await expect(page.getByTestId("rate-source-USD")).toContainText("Set by an admin on ");
    await expect(saveButton(page)).toBeDisabled();

    // Saved: the page read again shows them, and the API says the same.
    await page.reload();
    await expect(commissionField(page)).toHaveValue("16.5");
    await expect(usdField(page)).toHaveValue("89.25");
    await expect(eurField(page)).toHaveValue(
      original.rates.find((row) => row.currency === "EUR")!.rate,
    );
    const saved = await currentRules();
    expect(saved.commissionPercent).toBe("16.5");
    expect(saved.rates.find((row) => row.currency === "USD")).toMatchObject({
      rate: "89.25",
      source: "admin",
    });
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
    await expect(eurField(page)).toHaveValue(
      original.rates.find((row) => row.currency === "EUR")!.rate,
    );
    expect((await currentRules()).updatedAt).toBe(original.updatedAt);
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
    const saved = await currentRules();
    expect(saved).toMatchObject({ acceptanceDays: 5, clearingDays: 0 });
    await page.reload();
    await expect(clearingDaysField(page)).toHaveValue("0");
  } finally {
    await restoreRules(original);
  }
});
