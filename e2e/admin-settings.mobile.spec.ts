// /admin/settings on a phone: reached from the menu, one column with nothing wider than the
// screen; an unsafe commission is refused with the server's reason at the field, a change of the
// commission (confirmed with its effect) and the euro's rate is saved by touch, and a larger move
// of the rate is confirmed in a dialog that fits the screen. The rules are put back afterwards.
import { expect, test } from "@playwright/test";
import { formAlert, toast } from "./support/accounts";
import {
  commissionField,
  currentRules,
  eurField,
  openSettings,
  rateConfirmation,
  restoreRules,
  ruleConfirmation,
  saveButton,
  UNSAFE_AT_10,
} from "./support/admin-settings";
import { expectNoSeriousAxeViolations } from "./support/axe";

test("on a phone an admin is refused an unsafe commission and saves a safe change", async ({
  page,
}) => {
  const original = await currentRules();
  try {
    await openSettings(page);
    await page.goto("/dashboard/admin");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.getByRole("link", { name: "Fees & rates", exact: true }).tap();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(commissionField(page)).toHaveValue(original.commissionPercent);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);

    await commissionField(page).fill("10");
    await saveButton(page).tap();
    await expect(formAlert(page)).toHaveText(UNSAFE_AT_10);
    await expect(commissionField(page)).toHaveAttribute("aria-invalid", "true");

    await commissionField(page).fill("15.5");
    await eurField(page).fill("101.5");
    await saveButton(page).tap();
    const commission = ruleConfirmation(page, "commission");
    await expect(commission).toContainText(
      "Commission 15% → 15.5%: on a 100-coin booking an organization now receives 84 coins instead of 85.",
    );
    await commission.getByRole("button", { name: "Confirm and save" }).tap();
    await expect(toast(page, "Settings Saved")).toBeVisible();
    await expect(page.getByTestId("rate-source-EUR")).toContainText("Set by an admin");

    await page.reload();
    await expect(commissionField(page)).toHaveValue("15.5");
    await expect(eurField(page)).toHaveValue("101.50");

    // Moved 2.47%: the dialog asks for it again, within the screen, and saves it by touch.
    await eurField(page).fill("99");
    await saveButton(page).tap();
    const dialog = rateConfirmation(page, "EUR");
    await expect(dialog).toContainText("The EUR rate moves 2.47%, from 101.50 to 99.00 coins.");
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await dialog.getByLabel("New EUR rate").fill("99.00");
    await dialog.getByRole("button", { name: "Confirm and save" }).tap();
    await expect(toast(page, "Settings Saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(eurField(page)).toHaveValue("99.00");
  } finally {
    await restoreRules(original);
  }
});
