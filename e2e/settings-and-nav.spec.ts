// /settings (display name and password) and the signed-in navigation bar's account menu
// (docs/spec.md section 2 "Route table" /settings and "Navigation bar").
import { expect, test, type Page } from "@playwright/test";
import {
  DASHBOARDS,
  DEMO,
  accountMenuButton,
  createVerifiedAccount,
  firstNameOf,
  formAlert,
  heading,
  initialsOf,
  logOutThroughMenu,
  openAccountMenu,
  pathIs,
  signIn,
  signInThroughForm,
  submitLogin,
  toast,
} from "./support/accounts";
import { AUTH_MESSAGES } from "../lib/auth/auth-messages";

const NEW_PASSWORD = "e2e-Changed-99";

function section(page: Page, name: string) {
  return page.getByRole("region", { name });
}

test("a new account renames itself and changes its password", async ({ page }) => {
  test.slow(); // two saves, a logout and two sign-ins
  const account = await createVerifiedAccount({ name: "Hana Hollis" });
  await signIn(page, account, DASHBOARDS.user);
  await expect(accountMenuButton(page)).toHaveText(initialsOf(account.name));

  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(pathIs("/settings"));
  await expect(heading(page, "Settings")).toBeVisible();
  // The page promises only what it does: the email is shown, not edited.
  const main = page.getByRole("main");
  await expect(main).toContainText(
    "Manage your profile and password, and see the email you sign in with.",
  );
  await expect(main).not.toContainText("profile, email and password");
  const emailSection = section(page, "Email");
  await expect(emailSection).toContainText(account.email);
  await expect(emailSection).toContainText("It can't be changed here.");
  await expect(emailSection.getByRole("textbox")).toHaveCount(0);

  // Display name: saved, and the header follows.
  const profile = section(page, "Profile");
  const displayName = profile.getByLabel("Display name");
  await expect(displayName).toHaveValue(account.name);
  await expect(profile.getByRole("button", { name: "Save changes" })).toBeDisabled();
  await displayName.fill("Zora Quill");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Profile updated")).toBeVisible();
  await expect(accountMenuButton(page)).toHaveText("ZQ");
  await expect(displayName).toHaveValue("Zora Quill");
  const renamed = await openAccountMenu(page);
  await expect(renamed.getByText("Zora Quill", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  // Password: the current one must be right.
  const password = section(page, "Password");
  const current = password.getByLabel("Current password");
  const next = password.getByLabel("New password", { exact: true });
  const confirm = password.getByLabel("Confirm new password");
  const change = password.getByRole("button", { name: "Change password" });
  await current.fill("not-my-password");
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await change.click();
  await expect(password.getByRole("alert")).toHaveText(AUTH_MESSAGES.wrongCurrentPassword);

  await current.fill(account.password);
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await change.click();
  await expect(toast(page, AUTH_MESSAGES.passwordChanged)).toBeVisible();
  await expect(password.getByText(AUTH_MESSAGES.wrongCurrentPassword)).toHaveCount(0);
  await expect(current).toHaveValue("");
  // This session stays signed in.
  await page.reload();
  await expect(heading(page, "Settings")).toBeVisible();

  await logOutThroughMenu(page);
  await page.goto("/login");
  await submitLogin(page, account.email, account.password);
  await expect(formAlert(page)).toHaveText(AUTH_MESSAGES.invalidCredentials);
  await submitLogin(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
  await expect(heading(page, "Welcome back, Zora")).toBeVisible();
});

test("settings checks the display name and the new password before saving", async ({ page }) => {
  await signIn(page, DEMO.user, "/settings");
  const profile = section(page, "Profile");
  // Typed before the page's scripts ran, the text is not seen by the form, whose Save button
  // stays disabled (the name looks unchanged): type again until the app's own check answers.
  await expect(async () => {
    await profile.getByLabel("Display name").fill("   ");
    await profile.getByRole("button", { name: "Save changes" }).click({ timeout: 1_000 });
    await expect(profile.getByRole("alert")).toHaveText("Please enter your full name", {
      timeout: 1_000,
    });
  }).toPass();

  const password = section(page, "Password");
  await password.getByLabel("Current password").fill("anything-at-all");
  await password.getByLabel("New password", { exact: true }).fill("abc12");
  await password.getByLabel("Confirm new password").fill("abc12");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("alert")).toHaveText(
    "Password must be at least 6 characters long",
  );
  await password.getByLabel("New password", { exact: true }).fill("abcdef-1");
  await password.getByLabel("Confirm new password").fill("abcdef-2");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("alert")).toHaveText("Passwords do not match");

  // Nothing was saved: the demo account keeps its name.
  await page.reload();
  await expect(section(page, "Profile").getByLabel("Display name")).toHaveValue(DEMO.user.name);
});

test("the account menu closes when one of its items changes the page", async ({ page }) => {
  await signIn(page, DEMO.user, DASHBOARDS.user);

  let menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(pathIs("/settings"));
  await expect(heading(page, "Settings")).toBeVisible();
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(accountMenuButton(page)).toHaveAttribute("aria-expanded", "false");

  menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
  await expect(heading(page, `Welcome back, ${firstNameOf(DEMO.user.name)}`)).toBeVisible();
  await expect(page.getByRole("menu")).toHaveCount(0);

  // Back to the previous page with the menu open: the route change closes it too.
  menu = await openAccountMenu(page);
  await page.goBack();
  await expect(page).toHaveURL(pathIs("/settings"));
  await expect(page.getByRole("menu")).toHaveCount(0);
});

test("the menu's items and the Add button lead where the navigation bar says", async ({ page }) => {
  await signIn(page, DEMO.user, DASHBOARDS.user);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: /^Wallet balance: [\d,]+ coins?$/ })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Add", exact: true })).toHaveAttribute(
    "href",
    "/wallet/add",
  );
  const menu = await openAccountMenu(page);
  const targets: [string, string][] = [
    ["Dashboard", DASHBOARDS.user],
    ["Add Coins", "/wallet/add"],
    ["Settings", "/settings"],
  ];
  for (const [name, href] of targets) {
    await expect(menu.getByRole("menuitem", { name })).toHaveAttribute("href", href);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(accountMenuButton(page)).toBeFocused();
});

test("the 'Login successful' toast leaves the account menu uncovered", async ({ page }) => {
  await signInThroughForm(page, DEMO.user, DASHBOARDS.user);
  const loggedIn = toast(page, AUTH_MESSAGES.loginSuccess);
  await expect(loggedIn).toBeVisible();
  // Where the toast stands (it leaves after a few seconds, so measured at once).
  const toastBox = await loggedIn.boundingBox();
  const menu = await openAccountMenu(page);
  const menuBox = await menu.boundingBox();
  expect(toastBox && menuBox).toBeTruthy();
  const apart =
    toastBox!.y >= menuBox!.y + menuBox!.height ||
    menuBox!.y >= toastBox!.y + toastBox!.height ||
    toastBox!.x >= menuBox!.x + menuBox!.width ||
    menuBox!.x >= toastBox!.x + toastBox!.width;
  expect(apart, `toast ${JSON.stringify(toastBox)} over menu ${JSON.stringify(menuBox)}`).toBe(
    true,
  );
});
