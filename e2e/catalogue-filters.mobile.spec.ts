// The catalogue's filters on a phone (Pixel 7): folded behind a Filters button that says how many
// are in force, the sort beside it; a filter chosen there goes into the address and Back undoes it.
import { expect, test } from "@playwright/test";
import { createVerifiedAccount, signIn } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";

test("the filters open from a button on a phone, and a chosen one counts on it", async ({
  page,
}) => {
  test.slow(); // sign-up, verification and sign-in
  const account = await createVerifiedAccount();
  await signIn(page, account, "/services");
  await expect(page.getByTestId("service-card").first()).toBeVisible();

  const filters = page.getByRole("button", { name: /^Filters/ });
  const duration = page.getByLabel("Duration", { exact: true });
  await expect(page.getByLabel("Sort by", { exact: true })).toBeVisible();
  await expect(duration).toBeHidden();
  await expect(async () => {
    await filters.tap();
    await expect(filters).toHaveAttribute("aria-expanded", "true", { timeout: 2_000 });
  }).toPass();
  await expect(duration).toBeVisible();

  await duration.selectOption("week");
  await expect(page).toHaveURL(/\/services\?duration=week$/);
  await expect(filters).toHaveAccessibleName("Filters (1 in force)");
  await expect(page.getByTestId("catalog-stats-filters")).toHaveText("Filtered by: Up to 1 week");
  await expectNoSeriousAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  await expect(filters).toHaveAccessibleName("Filters");
  await expect(duration).toHaveValue("any");
});
