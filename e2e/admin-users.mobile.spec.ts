// The admin's users screen on a phone: accounts are cards with the same facts and controls.
// A fresh user is found, suspended with a reason (which their sign-in shows), reactivated and
// made an organization; a filter that leaves nothing shows the spec's empty state.
import { expect, test } from "@playwright/test";
import { createVerifiedAccount } from "./support/accounts";
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

const REASON = "Abusive messages to organizations";

test("on a phone, an admin suspends a user with a reason, reactivates them and changes the role", async ({
  page,
  browser,
}) => {
  // A whole journey with a second browser's sign-in in the middle.
  test.slow();
  const account = await createVerifiedAccount({ name: "Molly Mobile" });
  await openAdminUsers(page);
  const entry = await findUser(page, account);
  // Cards, not a table, at this width; nothing runs off the side of the screen.
  await expect(page.getByText("Wallet / services", { exact: true })).toBeHidden();
  await expect(page.getByRole("list", { name: "Users" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);

  await expectEmptyStateForSuspended(page);
  await suspendWithReason(page, entry, account, REASON);
  await expectSignInRefusedWithReason(browser, account, REASON);
  await reactivate(page, entry, account);
  await makeOrganization(page, entry, account);
  await expectNoSeriousAxeViolations(page);
});
