// The admin users journey's pieces, the same on a desktop (rows) and a phone (cards): the
// screen opened by the demo admin, an account's entry found by its email, its actions, and the
// suspended account's own sign-in attempt.
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { DEMO, formAlert, heading, signIn, submitLogin, toast, type Account } from "./accounts";
import { expectNoSeriousAxeViolations } from "./axe";
import {
  NO_USERS_FOUND,
  USER_ROLE_UPDATED,
  USER_STATUS_UPDATED,
} from "../../components/admin/users/admin-users-messages";
import { AUTH_MESSAGES } from "../../lib/auth/auth-messages";

export async function openAdminUsers(page: Page): Promise<void> {
  await signIn(page, DEMO.admin, "/admin/users");
  await expect(heading(page, "Users")).toBeVisible();
}

/** Searches by email (the address keeps it) and answers the one visible row or card. */
export async function findUser(page: Page, account: Account): Promise<Locator> {
  await page.getByRole("searchbox", { name: "Search" }).fill(account.email);
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === account.email);
  // The search's own rows: until they come, the list before it stays on screen, dimmed and busy.
  await expect(page.getByRole("region", { name: "Accounts" })).toHaveAttribute(
    "aria-busy",
    "false",
  );
  const entry = page.locator("tr, li").filter({ hasText: account.email }).filter({ visible: true });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(account.name);
  return entry;
}

/** Suspends through the dialog: a reason is required, then the toast and the badge. */
export async function suspendWithReason(
  page: Page,
  entry: Locator,
  account: Account,
  reason: string,
) {
  await entry.getByRole("button", { name: `Suspend ${account.name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Suspend ${account.name}?` });
  await expect(dialog).toContainText("The reason is shown to them");
  await expectNoSeriousAxeViolations(page, "[role=alertdialog]");
  await dialog.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The reason needs at least 3 characters");
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(toast(page, `${account.name} is suspended.`)).toContainText(USER_STATUS_UPDATED);
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText("Suspended");
}

/** The suspended account signs in, in a browser of its own: refused, and told why. */
export async function expectSignInRefusedWithReason(
  browser: Browser,
  account: Account,
  reason: string,
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto("/login");
    await submitLogin(page, account.email, account.password);
    await expect(formAlert(page)).toHaveText(`${AUTH_MESSAGES.accountSuspended} Reason: ${reason}`);
    await expect(page).toHaveURL((url) => url.pathname === "/login");
  } finally {
    await context.close();
  }
}

export async function reactivate(page: Page, entry: Locator, account: Account) {
  await entry.getByRole("button", { name: `Activate ${account.name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Activate ${account.name}?` });
  await dialog.getByRole("button", { name: "Activate", exact: true }).click();
  await expect(toast(page, `${account.name} is active again.`)).toContainText(USER_STATUS_UPDATED);
  await expect(entry).toContainText("Active");
  await expect(entry.getByRole("button", { name: `Suspend ${account.name}` })).toBeVisible();
}

export async function makeOrganization(page: Page, entry: Locator, account: Account) {
  await entry.getByLabel(`Role of ${account.name}`).selectOption("org");
  const dialog = page.getByRole("alertdialog", { name: `Make ${account.name} an Organization?` });
  await dialog.getByRole("button", { name: "Change Role" }).click();
  await expect(toast(page, `${account.name} is now an Organization.`)).toContainText(
    USER_ROLE_UPDATED,
  );
  await expect(entry).toContainText("Organization");
  await expect(entry.getByLabel(`Role of ${account.name}`)).toHaveValue("org");
  await expect(entry).toContainText("0 services");
}

/** A status filter that leaves nothing: the spec's empty state; back to all. */
export async function expectEmptyStateForSuspended(page: Page): Promise<void> {
  await page.getByLabel("Status", { exact: true }).selectOption("suspended");
  await expect(page).toHaveURL((url) => url.searchParams.get("status") === "suspended");
  await expect(page.getByText(NO_USERS_FOUND)).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("all");
  await expect(page).toHaveURL((url) => !url.searchParams.has("status"));
}
