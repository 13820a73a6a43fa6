// The admin's users screen on a desktop: a fresh user found by email (the search stays in the
// address), the empty state of a filter that leaves nothing, a suspension with a reason that the
// user's own sign-in then shows, the reactivation, a role change, the admin's own row locked, and
// the account's detail with "Sign out everywhere".
import { expect, test } from "@playwright/test";
import { createVerifiedAccount, DEMO, heading, signIn, toast } from "./support/accounts";
import {
  expectEmptyStateForSuspended,
  expectSignInRefusedWithReason,
  findUser,
  makeOrganization,
  openAdminUsers,
  reactivate,
  suspendWithReason,
} from "./support/admin-users";
import { expectNoSeriousAxeViolations } from "./support/axe";
import {
  NO_USERS_FOUND,
  OWN_ACCOUNT_NOTE,
  SIGNED_OUT_EVERYWHERE,
} from "../components/admin/users/admin-users-messages";

const REASON = "Chargebacks on three top-ups";

test("an admin suspends a fresh user with a reason, reactivates them and changes the role", async ({
  page,
  browser,
}) => {
  // A whole journey with a second browser's sign-in in the middle.
  test.slow();
  const account = await createVerifiedAccount({ name: "Sven Suspendable" });
  await openAdminUsers(page);
  // The wide layout: the rows line up under column headings.
  await expect(page.getByText("Wallet / services", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const entry = await findUser(page, account);
  await expect(entry).toContainText("Active");
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(account.email);
  await expectEmptyStateForSuspended(page);

  await suspendWithReason(page, entry, account, REASON);
  await expectSignInRefusedWithReason(browser, account, REASON);
  await reactivate(page, entry, account);
  await makeOrganization(page, entry, account);
  await expectNoSeriousAxeViolations(page);
});

test("the admin's own row is locked, and filters that leave nothing say so", async ({ page }) => {
  await openAdminUsers(page);
  // The admin's own row: its controls are locked, and it says why.
  await page.getByRole("searchbox", { name: "Search" }).fill(DEMO.admin.email);
  const own = page.getByRole("listitem").filter({ hasText: DEMO.admin.email });
  await expect(own).toHaveCount(1);
  await expect(own.getByLabel(/^Role of/)).toBeDisabled();
  await expect(own.getByRole("button", { name: /^Suspend/ })).toBeDisabled();
  await expect(own).toContainText(OWN_ACCOUNT_NOTE);

  // The role filter narrows to admins; a search for nobody shows the empty state.
  await page.getByLabel("Role", { exact: true }).selectOption("admin");
  await expect(own).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("nobody-matches-this-search");
  await expect(page.getByText(NO_USERS_FOUND)).toBeVisible();
});

test("an account's detail shows its sign-ins and signs it out everywhere", async ({ page }) => {
  const account = await createVerifiedAccount({ name: "Dora Detail" });
  await openAdminUsers(page);
  const entry = await findUser(page, account);
  await entry.getByRole("link", { name: account.name }).click();
  await expect(heading(page, account.name)).toBeVisible();
  for (const section of ["Profile", "Wallet", "Bookings", "Payments", "Sessions", "Audit trail"]) {
    await expect(page.getByRole("region", { name: section })).toBeVisible();
  }
  const sessions = page.getByRole("region", { name: "Sessions" });
  await expectNoSeriousAxeViolations(page);

  await sessions.getByRole("button", { name: "Sign out everywhere" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Sign ${account.name} out everywhere?` });
  await dialog.getByRole("button", { name: "Sign Out Everywhere" }).click();
  await expect(toast(page, SIGNED_OUT_EVERYWHERE)).toBeVisible();
  await expect(page.getByRole("region", { name: "Audit trail" })).toContainText(
    "user.sessions_revoke",
  );
});

test("the rows of the address's search come with the page, before its scripts run", async ({
  page,
}) => {
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await signIn(page, DEMO.admin, `/admin/users?q=${encodeURIComponent(DEMO.user.email)}`);
  const entry = page
    .locator("tr, li")
    .filter({ hasText: DEMO.user.email })
    .filter({ visible: true });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(DEMO.user.name);
});

test("a search with a NUL character is refused with the API's message, not a server error", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, "/admin/users?q=a%00b");
  await expect(page.getByText("Couldn't load the users")).toBeVisible();
  await expect(page.getByText("The request contains a NUL character")).toBeVisible();
});
