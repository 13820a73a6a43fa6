// On a phone, toasts sit below the header too: the menu button stays usable (docs/features.md).
import { expect, test } from "@playwright/test";
import { DASHBOARDS, createVerifiedAccount, signInThroughForm, toast } from "./support/accounts";
import { expectClearOfHeaderControls } from "./support/notifications";
import { AUTH_MESSAGES } from "../lib/auth/auth-messages";

test("on a phone the sign-in toast leaves the header's controls clear and the menu opens", async ({
  page,
}) => {
  await signInThroughForm(page, await createVerifiedAccount(), DASHBOARDS.user);
  await expectClearOfHeaderControls(page, toast(page, AUTH_MESSAGES.loginSuccess));
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("link", { name: /^Wallet balance: / }).first()).toBeVisible();
});
