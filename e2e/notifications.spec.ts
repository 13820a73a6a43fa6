// One rule for notifications (docs/features.md): a problem with what was typed shows at its field,
// a toast tells an outcome, toasts sit below the header, and a new outcome replaces a stale error.
import { expect, test } from "@playwright/test";
import {
  DASHBOARDS,
  createVerifiedAccount,
  formAlert,
  heading,
  pathIs,
  signIn,
  submitLogin,
  toast,
} from "./support/accounts";
import { allToasts, expectClearOfHeaderControls } from "./support/notifications";
import { FILL_IN_ALL_FIELDS } from "../lib/validations/login";
import { AUTH_MESSAGES } from "../lib/auth/auth-messages";

test("a sign-in error shows in the form only, and the success toast leaves the header's controls clear", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await page.goto("/login");
  await expect(heading(page, "Welcome Back")).toBeVisible();

  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(formAlert(page)).toHaveText(FILL_IN_ALL_FIELDS);
  await submitLogin(page, account.email, `${account.password}-wrong`);
  await expect(formAlert(page)).toHaveText(AUTH_MESSAGES.invalidCredentials);
  // Said once, at the form: not a second time in a toast.
  await expect(allToasts(page)).toHaveCount(0);

  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
  const success = toast(page, AUTH_MESSAGES.loginSuccess);
  await expectClearOfHeaderControls(page, success);
  // The header's chip and menu are not under it: they still take a click.
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
});

test("repeated failures show one error toast, and the next outcome replaces it", async ({
  page,
}) => {
  await signIn(page, await createVerifiedAccount(), "/wallet/add?amount=100");
  await expect(heading(page, "Add Coins")).toBeVisible();
  const checkout = page.getByRole("dialog", { name: "Coinmarket payment" });
  const pay = page.getByRole("button", { name: "Pay ₹100" });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await pay.click();
    await checkout.getByRole("button", { name: "Fail payment" }).click();
    await expect(checkout).toBeHidden();
    await expect(toast(page, "Payment Failed")).toHaveCount(1);
  }
  await expect(allToasts(page)).toHaveCount(1);

  await pay.click();
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Payment Successful")).toContainText("100 coins added");
  await expect(toast(page, "Payment Failed")).toHaveCount(0);
});
