// Forgot password -> the emailed link -> a new password (docs/spec.md section 2 "Forgot password",
// "Reset password"; section 4 "Password reset"; section 5; section 8 "Password reset").
import { expect, test, type Page } from "@playwright/test";
import {
  DASHBOARDS,
  accountMenuButton,
  firstNameOf,
  formAlert,
  freshApi,
  heading,
  latestMail,
  linkIn,
  openAccountMenu,
  pathIs,
  registerAccount,
  submitLogin,
  toast,
  uniqueEmail,
} from "./support/accounts";
import { AUTH_MESSAGES } from "../lib/auth/auth-messages";
import { INVALID_RESET_LINK } from "../lib/auth/reset-link";

const NEW_PASSWORD = "e2e-Renewed-77";

async function requestResetLink(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
}

async function expectCheckYourEmail(page: Page, email: string) {
  await expect(heading(page, "Check Your Email")).toBeVisible();
  await expect(heading(page, "Check Your Email")).toBeFocused();
  await expect(page.getByRole("main").getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Different Email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
  await expect(toast(page, "Password reset email sent! Check your inbox.")).toBeVisible();
}

test.describe("the forgot-password form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/forgot-password");
    await expect(heading(page, "Forgot Password?")).toBeVisible();
  });

  test("asks for an email address of a valid shape", async ({ page }) => {
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(formAlert(page)).toHaveText("Please enter your email address");
    await requestResetLink(page, "not-an-address");
    await expect(formAlert(page)).toHaveText("Please enter a valid email address");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(heading(page, "Forgot Password?")).toBeVisible();
  });

  test("an unknown address gets the same 'Check Your Email' screen", async ({ page }) => {
    const email = uniqueEmail("nobody");
    await requestResetLink(page, email);
    await expectCheckYourEmail(page, email);
  });

  test("'Back to Login' leads to the sign-in page", async ({ page }) => {
    await page.getByRole("main").getByRole("link", { name: "Back to Login" }).click();
    await expect(page).toHaveURL(pathIs("/login"));
    await expect(heading(page, "Welcome Back")).toBeVisible();
  });
});

test("a forgotten password is replaced through the emailed link, which then stops working", async ({
  page,
}) => {
  test.slow(); // request, reset, two sign-in attempts and the spent link
  const api = await freshApi();
  const account = await registerAccount(api, { name: "Rosa Resetti" });

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(pathIs("/forgot-password"));
  await requestResetLink(page, account.email);
  await expectCheckYourEmail(page, account.email);

  // 'Try Different Email' returns to the form, ready for another address.
  await page.getByRole("button", { name: "Try Different Email" }).click();
  await expect(heading(page, "Forgot Password?")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toBeFocused();

  const link = linkIn(await latestMail(api, account.email, "reset_password"));
  await api.dispose();
  expect(new URL(link).pathname).toBe("/reset-password");

  await page.goto(link);
  await expect(heading(page, "Reset Your Password")).toBeVisible();
  await expect(page.getByLabel("Account email")).toHaveValue(account.email);
  await expect(page.getByLabel("Account email")).not.toBeEditable();

  const newPassword = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password");
  const submit = page.getByRole("button", { name: "Reset Password" });

  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}-typo`);
  await submit.click();
  await expect(formAlert(page)).toHaveText("Passwords do not match");

  await newPassword.fill("abc12");
  await confirm.fill("abc12");
  await submit.click();
  await expect(formAlert(page)).toHaveText("Password must be at least 6 characters long");

  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(
    toast(page, "Password reset successfully! You can now sign in with your new password."),
  ).toBeVisible();
  await expect(page).toHaveURL(pathIs("/login"));

  // The old password no longer works; the new one does.
  await submitLogin(page, account.email, account.password);
  await expect(formAlert(page)).toHaveText(AUTH_MESSAGES.invalidCredentials);
  await submitLogin(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
  // Resetting through the emailed link also proved the address; this is the first sign-in.
  await expect(heading(page, `Welcome, ${firstNameOf(account.name)}`)).toBeVisible();
  await expect(accountMenuButton(page)).toBeVisible();

  // The link worked once (and a signed-in visitor would be sent on from /forgot-password).
  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(pathIs("/"));
  await page.goto(link);
  await expect(heading(page, "Invalid Reset Link")).toBeVisible();
  await expect(
    page.getByText("This password reset link is invalid or has expired.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Request New Reset Link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  // ...and the screen moves on to ask for a new one.
  await expect(page).toHaveURL(pathIs("/forgot-password"));
  await expect(heading(page, "Forgot Password?")).toBeVisible();
});

test("'Request New Reset Link' on a bad link opens the forgot-password form", async ({ page }) => {
  // Hold the link check until the spinner has been seen (it is usually too quick to notice).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/v1/auth/reset-password",
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto("/reset-password?mode=resetPassword&oobCode=not-a-real-code");
  await expect(heading(page, "Reset Your Password")).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Verifying your reset link...",
  );
  release();
  await expect(heading(page, "Invalid Reset Link")).toBeVisible();
  await expect(toast(page, "This reset link is invalid. Please request a new one.")).toBeVisible();
  await page.getByRole("link", { name: "Request New Reset Link" }).click();
  await expect(page).toHaveURL(pathIs("/forgot-password"));
  await expect(heading(page, "Forgot Password?")).toBeVisible();
});

for (const query of ["", "?mode=resetPassword", "?oobCode=abc&mode=verifyEmail"]) {
  test(`/reset-password${query} is not a reset link: back to /login`, async ({ page }) => {
    await page.goto(`/reset-password${query}`);
    await expect(toast(page, INVALID_RESET_LINK)).toBeVisible();
    await expect(page).toHaveURL(pathIs("/login"));
    await expect(heading(page, "Welcome Back")).toBeVisible();
  });
}
