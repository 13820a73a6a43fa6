// The six static service pages (docs/spec.md section 2, "Static service pages").
import { expect, test } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import { SHOWCASES, definitionOf, hrefQuery } from "./support/expected";

for (const showcase of SHOWCASES) {
  test.describe(`/services/${showcase.slug}`, () => {
    test.beforeEach(async ({ page }) => {
      const response = await page.goto(`/services/${showcase.slug}`);
      expect(response?.status()).toBe(200);
    });

    test("shows its title, badge, back link and price list", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1, name: showcase.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${showcase.title} · `));
      await expect(
        page.getByRole("main").getByText(showcase.badge, { exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("heading", { level: 2, name: "What's included" })).toBeVisible();

      const table = page.getByRole("table", { name: `Prices for ${showcase.title}, in coins` });
      const rows = table
        .getByRole("row")
        .filter({ has: page.getByRole("link", { name: /^Book / }) });
      await expect(rows).toHaveCount(showcase.options.length);
      for (const [index, option] of showcase.options.entries()) {
        const row = rows.nth(index);
        await expect(
          row.getByRole("cell").first().getByText(option.title, { exact: true }),
        ).toBeVisible();
        await expect(row.getByText(formatCoins(option.price), { exact: true })).toBeVisible();
      }
    });

    test("Book Now goes to payment with the page title and its link price", async ({ page }) => {
      const bookNow = page.getByRole("link", { name: "Book Now" });
      await expect(bookNow).toBeVisible();
      const { pathname, params } = hrefQuery(await bookNow.getAttribute("href"));
      expect(pathname).toBe("/payment");
      expect(params.get("service")).toBe(showcase.title);
      expect(params.get("price")).toBe(String(showcase.linkPrice));
      expect(params.get("serviceId")).toMatch(/\S/);
      await expect(page.getByRole("main")).toContainText(`from ${formatCoins(showcase.linkPrice)}`);
    });

    test("each option's Book link carries that option's title and price", async ({ page }) => {
      const table = page.getByRole("table", { name: `Prices for ${showcase.title}, in coins` });
      const serviceIds = new Set<string>();
      for (const option of showcase.options) {
        const book = table.getByRole("link", { name: `Book ${option.title}`, exact: true });
        await expect(book).toBeVisible();
        const { pathname, params } = hrefQuery(await book.getAttribute("href"));
        expect(pathname).toBe("/payment");
        expect(params.get("service")).toBe(option.title);
        expect(params.get("price")).toBe(String(option.price));
        const serviceId = params.get("serviceId");
        expect(serviceId, `serviceId of "${option.title}"`).toMatch(/\S/);
        serviceIds.add(serviceId ?? "");
      }
      // Every option is its own bookable service.
      expect(serviceIds.size).toBe(showcase.options.length);
    });
  });
}

test("booking an option opens the payment page with its order summary", async ({ page }) => {
  const showcase = SHOWCASES[3]; // Tech Services
  const option = showcase?.options[1]; // Full-Stack Application, 500 coins
  if (!showcase || !option) throw new Error("SPEC table missing");
  await page.goto(`/services/${showcase.slug}`);
  await page.getByRole("link", { name: `Book ${option.title}`, exact: true }).click();

  await expect(page).toHaveURL(/\/payment\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("service")).toBe(option.title);
  expect(url.searchParams.get("price")).toBe(String(option.price));
  await expect(page.getByRole("heading", { level: 2, name: "Order summary" })).toBeVisible();
  await expect(definitionOf(page, "Service")).toHaveText(option.title);
  await expect(definitionOf(page, "Price")).toHaveText(formatCoins(option.price));
  await expect(definitionOf(page, "Total")).toHaveText(formatCoins(option.price));
});

test("Book Now on a page opens payment for the option at the page's link price", async ({
  page,
}) => {
  const showcase = SHOWCASES[5]; // Event Passes, 120 coins: General Admission
  const option = showcase?.options.find((candidate) => candidate.price === showcase.linkPrice);
  if (!showcase || !option) throw new Error("SPEC table missing");
  await page.goto(`/services/${showcase.slug}`);
  await page.getByRole("link", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  // The link names the page; what is booked (and so named) is the option at that price.
  await expect(definitionOf(page, "Service")).toHaveText(option.title);
  await expect(definitionOf(page, "Total")).toHaveText(formatCoins(showcase.linkPrice));
});

test("an unknown service page answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/services/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  // One header, one main and one footer, as on /no-such-page: not the not-found page's own
  // header and footer nested inside the marketing layout's.
  await expect(page.getByRole("navigation", { name: "Main" }), "site headers").toHaveCount(1);
  await expect(page.getByRole("main"), "main landmarks").toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Legal" }), "site footers").toHaveCount(1);
});
