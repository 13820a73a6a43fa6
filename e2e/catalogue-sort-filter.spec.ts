// The catalogue's sort and filters (/services): read from the address, each change a new entry
// in the history that Back undoes, the statistics naming the filters they are of, and a list
// nothing passes answered with 'No services found' and Clear All Filters (docs/spec.md).
import { expect, test, type Page } from "@playwright/test";
import { createVerifiedAccount, signIn } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";

/** The listed cards' prices, in the grid's order (text, not layout: cards off screen are not laid out). */
async function prices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("service-price").allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, "")));
}

/**
 * Chooses `value` in the select labelled `label` until the address shows `url`: a choice made
 * before the page's scripts ran is lost, as a person's would be.
 */
async function choose(page: Page, label: string, value: string, url: RegExp) {
  await expect(async () => {
    await page.getByLabel(label, { exact: true }).selectOption(value);
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass();
}

test("sort and filters come from the address; each change is a step Back undoes", async ({
  page,
}) => {
  test.slow(); // sign-up, verification and sign-in
  const account = await createVerifiedAccount();
  await signIn(page, account, "/services?sort=price_asc&maxPrice=300");

  const sort = page.getByLabel("Sort by", { exact: true });
  await expect(sort).toHaveValue("price_asc");
  await expect(page.getByLabel("Maximum price in coins")).toHaveValue("300");
  // The server sends the first 12 cards; a wide screen reads and shows the rest of the page.
  await expect(page.getByTestId("catalog-summary")).toHaveText(/^Showing \d+ services$/);
  const ascending = await prices(page);
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending.every((price) => price <= 300)).toBe(true);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await expect(page.getByTestId("catalog-stats-filters")).toHaveText(
    "Filtered by: Up to 300 coins",
  );

  await choose(page, "Sort by", "price_desc", /[?&]sort=price_desc(&|$)/);
  await expect(page).toHaveURL(/maxPrice=300/);
  await expect.poll(() => prices(page)).toEqual([...ascending].sort((a, b) => b - a));

  await choose(page, "Rating", "4", /[?&]minRating=4(&|$)/);
  await expect(page.getByTestId("catalog-stats-filters")).toHaveText(
    "Filtered by: Up to 300 coins · Rated 4.0 & up",
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/services\?sort=price_desc&maxPrice=300$/);
  await expect(page.getByLabel("Rating", { exact: true })).toHaveValue("any");
  await page.goBack();
  await expect(page).toHaveURL(/\/services\?sort=price_asc&maxPrice=300$/);
  await expect(sort).toHaveValue("price_asc");
  await expect.poll(() => prices(page)).toEqual(ascending);
});

test("a typed price range is applied together, checked first, and shown in the buyer's money", async ({
  page,
}) => {
  test.slow(); // sign-up, verification and sign-in
  const account = await createVerifiedAccount();
  await signIn(page, account, "/services");
  await expect(page.getByTestId("service-card").first()).toBeVisible();

  const min = page.getByLabel("Minimum price in coins");
  const max = page.getByLabel("Maximum price in coins");
  await expect(async () => {
    await min.fill("200");
    await max.fill("50");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "minimum" })).toHaveText(
      "The minimum cannot be more than the maximum.",
      { timeout: 2_000 },
    );
  }).toPass();
  await expect(page).toHaveURL(/\/services$/);

  await max.fill("500");
  // The test server has no region lookup: India, a coin a rupee.
  await expect(page.getByTestId("price-worth")).toHaveText("In your currency: ₹200 – ₹500");
  await max.press("Enter");
  await expect(page).toHaveURL(/\/services\?minPrice=200&maxPrice=500$/);
  await expect
    .poll(async () => (await prices(page)).every((price) => price >= 200 && price <= 500))
    .toBe(true);
  await expectNoSeriousAxeViolations(page);
});

test("a list no service passes says 'No services found' and Clear All Filters clears it", async ({
  page,
}) => {
  test.slow(); // sign-up, verification and sign-in
  const account = await createVerifiedAccount();
  await signIn(
    page,
    account,
    "/services?sort=newest&minPrice=1000000&duration=day&category=design",
  );

  await expect(page.getByText("No services found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();
  await expect(async () => {
    await page.getByRole("button", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/services\?sort=newest$/, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByTestId("service-card").first()).toBeVisible();
  await expect(page.getByLabel("Minimum price in coins")).toHaveValue("");
  await expect(page.getByLabel("Duration", { exact: true })).toHaveValue("any");
  await expect(page.getByLabel("Sort by", { exact: true })).toHaveValue("newest");

  // Back returns to the empty list as it was.
  await page.goBack();
  await expect(page.getByText("No services found")).toBeVisible();
  await expect(page.getByLabel("Minimum price in coins")).toHaveValue("1000000");
});
