// The sign-in's second step on a phone (docs/security.md "Second factor"): the page fits the
// screen, offers the authenticator's code with the digit keyboard, a passkey and a recovery code,
// and the right code lands on the dashboard.
import { expect, test } from "@playwright/test";
import { SECOND_STEP_PATH } from "../lib/auth/second-factor";
import {
  DASHBOARDS,
  bearerToken,
  createVerifiedAccount,
  freshApi,
  heading,
  signInThroughForm,
  submitSecondStep,
} from "./support/accounts";
import { enrolTotp } from "./support/second-factor";

test("a phone signs in with the password, then the authenticator's code", async ({ page }) => {
  const account = await createVerifiedAccount();
  const api = await freshApi();
  let secret: string;
  try {
    const token = await bearerToken(api, account);
    ({ secret } = await enrolTotp(api, { authorization: `Bearer ${token}` }));
  } finally {
    await api.dispose();
  }

  // Without the secret the helper stops at the page the password leads to.
  await signInThroughForm(page, account, SECOND_STEP_PATH);
  await expect(heading(page, "Two-step verification")).toBeVisible();
  const code = page.getByLabel("Authentication code", { exact: true });
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByRole("button", { name: "Use a passkey" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel and sign out" })).toBeVisible();
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  // The recovery code's mode and back (a tap before the page's scripts run does nothing).
  await expect(async () => {
    await page.getByRole("button", { name: "Use a recovery code" }).tap();
    await expect(page.getByLabel("Recovery code", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole("button", { name: "Use your authenticator app" }).tap();
  await expect(code).toBeVisible();

  await submitSecondStep(page, secret, DASHBOARDS.user);
  await expect(heading(page, /^Welcome/)).toBeVisible();
});
