// The sign-in's second step (/login/verify) and the step-up dialog (docs/security.md "Second
// factor"): an account with an authenticator app signs in with the password, then a code (a wrong
// one is refused, the right one lands on the dashboard); a recovery code works once; "Cancel and
// sign out" ends the half-done sign-in; and an admin whose session never gave a second factor is
// asked for one when approving a conversion, which then goes through without a second click.
import { expect, test, type Page } from "@playwright/test";
import { SECOND_FACTOR_MESSAGES, SECOND_STEP_PATH } from "../lib/auth/second-factor";
import {
  DASHBOARDS,
  adminToken,
  bearerToken,
  createVerifiedAccount,
  formAlert,
  freshApi,
  heading,
  pathIs,
  signInThroughApi,
  signInThroughForm,
  submitSecondStep,
  toast,
  type Account,
} from "./support/accounts";
import { conversionRow, requestingOrganization } from "./support/admin-conversions";
import { codeAtStep, enrolTotp, freshCode, type TotpEnrolment } from "./support/second-factor";
import { CONVERSION_APPROVED_TITLE } from "../lib/conversions/admin-messages";
import { AUTH_MESSAGES } from "../lib/auth/auth-messages";

/** A fresh verified account that set up an authenticator app through the API. */
async function withAuthenticatorApp(
  options: Parameters<typeof createVerifiedAccount>[0] = {},
): Promise<{ account: Account } & TotpEnrolment> {
  const account = await createVerifiedAccount(options);
  const api = await freshApi();
  try {
    const token = await bearerToken(api, account);
    const enrolment = await enrolTotp(api, { authorization: `Bearer ${token}` });
    return { account, ...enrolment };
  } finally {
    await api.dispose();
  }
}

/** Six digits the server takes for none of the steps it accepts now. */
function wrongCode(secret: string): string {
  const step = Math.floor(Date.now() / 30_000);
  const valid = new Set([-2, -1, 0, 1, 2].map((offset) => codeAtStep(secret, step + offset)));
  for (let guess = 0; ; guess++) {
    const code = String((123_456 + guess * 7_919) % 1_000_000).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

/**
 * Types into the second step's field and presses its button, once the page's scripts run: sent
 * before, the form posts to the page itself and comes back empty, and is sent again.
 */
async function submitOnSecondStep(
  page: Page,
  label: string,
  code: string,
  expected: () => Promise<void>,
) {
  const field = page.getByLabel(label, { exact: true });
  await expect(async () => {
    if ((await field.inputValue({ timeout: 1_000 })) === "") {
      await field.fill(code);
      await page.getByRole("button", { name: "Verify", exact: true }).click();
    }
    await expected();
  }).toPass();
}

/** The password, through the form, to the second step's page. */
async function passwordStep(page: Page, account: Account): Promise<void> {
  // Without the secret the helper stops at the page the password leads to.
  await signInThroughForm(
    page,
    { email: account.email, password: account.password },
    SECOND_STEP_PATH,
  );
  await expect(heading(page, "Two-step verification")).toBeVisible();
}

/** Opens the recovery code's mode (a press before the page's scripts run does nothing). */
async function useRecoveryCode(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await expect(page.getByLabel("Recovery code", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test("an account with an authenticator app signs in with its password, then a code", async ({
  page,
}) => {
  const { account, secret } = await withAuthenticatorApp();
  await passwordStep(page, account);
  await expect(page.getByText("Enter the code from your authenticator app.")).toBeVisible();
  const code = page.getByLabel("Authentication code", { exact: true });
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toBeFocused();
  await expect(page.getByRole("button", { name: "Use a passkey" })).toBeVisible();

  // Not signed in yet: a protected page sends the browser back to the second step.
  await page.goto("/bookings");
  await expect(page).toHaveURL(pathIs(SECOND_STEP_PATH));
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe("/bookings");

  await submitOnSecondStep(page, "Authentication code", wrongCode(secret), () =>
    expect(formAlert(page)).toHaveText(SECOND_FACTOR_MESSAGES.invalidCode, { timeout: 5_000 }),
  );
  await expect(code).toHaveAttribute("aria-invalid", "true");

  await code.fill("");
  await submitSecondStep(page, secret, "/bookings");
  await expect(heading(page, "My Bookings")).toBeVisible();
  await expect(toast(page, AUTH_MESSAGES.loginSuccess)).toBeVisible();

  // Whole now: the second step's page sends the browser on.
  await page.goto(SECOND_STEP_PATH);
  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
});

test("a recovery code signs in once; cancelling signs the half-done sign-in out", async ({
  page,
}) => {
  const { account, recoveryCodes } = await withAuthenticatorApp();
  const [recoveryCode] = recoveryCodes;
  if (!recoveryCode) throw new Error("the enrolment answered no recovery codes");

  await passwordStep(page, account);
  await useRecoveryCode(page);
  await expect(page.getByRole("button", { name: "Use your authenticator app" })).toBeVisible();
  await submitOnSecondStep(page, "Recovery code", recoveryCode, () =>
    expect(page).toHaveURL(pathIs(DASHBOARDS.user), { timeout: 5_000 }),
  );

  // Signed out, the same code is refused the next time.
  await page.context().clearCookies();
  await passwordStep(page, account);
  await useRecoveryCode(page);
  await submitOnSecondStep(page, "Recovery code", recoveryCode, () =>
    expect(formAlert(page)).toHaveText(SECOND_FACTOR_MESSAGES.invalidRecoveryCode, {
      timeout: 5_000,
    }),
  );

  await page.getByRole("button", { name: "Cancel and sign out" }).click();
  await expect(toast(page, "You have been logged out")).toBeVisible();
  await expect(page).toHaveURL(pathIs("/"));
  await page.goto(SECOND_STEP_PATH);
  await expect(page).toHaveURL(pathIs("/login"));
});

test("an admin approving a conversion confirms it's them, and the approval goes through", async ({
  page,
}) => {
  test.slow(); // an organization earns its coins through the whole booking flow first
  const org = await requestingOrganization([40], `Vell ${Date.now().toString(36)}`);
  const [conversionId] = org.ids;
  if (!conversionId) throw new Error("no conversion was requested");

  // A new admin: promoted by the demo admin, its browser signed in with the password alone
  // (no second factor yet), then an authenticator app set up with a token of its own. The
  // browser's session has a second factor now, but never gave one.
  const admin = await createVerifiedAccount({ name: "Ada Stepwell" });
  const api = await freshApi();
  let secret: string;
  try {
    const promoted = await api.put(`/api/v1/admin/users/${admin.id}/role`, {
      headers: { authorization: `Bearer ${await adminToken(api)}` },
      data: { role: "admin" },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);
    await signInThroughApi(page.context().request, admin);
    const token = await bearerToken(api, admin);
    ({ secret } = await enrolTotp(api, { authorization: `Bearer ${token}` }));
  } finally {
    await api.dispose();
  }

  await page.goto("/admin/conversions");
  await expect(heading(page, "Conversions")).toBeVisible();
  const row = conversionRow(page, "Pending requests", conversionId);
  await row.getByRole("button", { name: "Approve" }).click();
  const decision = page.getByRole("alertdialog", { name: "Approve this conversion?" });
  await decision.getByRole("button", { name: "Approve", exact: true }).click();

  const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(stepUp).toBeVisible();
  await expect(stepUp).toContainText(
    "This action needs your second factor from the last 10 minutes.",
  );
  await stepUp.getByLabel("Authentication code", { exact: true }).fill(await freshCode(secret));
  await stepUp.getByRole("button", { name: "Confirm", exact: true }).click();

  // The approval was sent again by itself: no second press of Approve.
  await expect(stepUp).toBeHidden();
  await expect(toast(page, CONVERSION_APPROVED_TITLE)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(conversionRow(page, "Payouts to send", conversionId)).toBeVisible();
});
