// On a phone, toasts sit below the header too: the menu button stays usable (issue 9, item 18).
import { expect, test } from "@playwright/test";
import { DASHBOARDS, createVerifiedAccount, signIn, toast } from "./support/accounts";
import { expectBelowHeader } from "./support/notifications";

test("on a phone the sign-in toast sits below the header and the menu still opens", async ({
  page,
}) => {
  await signIn(page, await createVerifiedAccount(), DASHBOARDS.user);
  await expectBelowHeader(page, toast(page, "Login successful"));
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("link", { name: /^Wallet balance: / }).first()).toBeVisible();
});
