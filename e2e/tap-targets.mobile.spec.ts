// Text links on a phone are targets a finger can hit: at least 24 by 24 CSS pixels (WCAG 2.2,
// 2.5.8 Target Size (Minimum)), measured at 390 px wide. The links here were 16 to 20 px tall.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createVerifiedAccount, DEMO, heading, signIn } from "./support/accounts";

test.use({ viewport: { width: 390, height: 844 } });

const MIN_TARGET = 24;

async function expectTappable(link: Locator, name: string): Promise<void> {
  await expect(link, name).toBeVisible();
  const box = await link.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.height, `${name}'s height`).toBeGreaterThanOrEqual(MIN_TARGET);
  expect(box!.width, `${name}'s width`).toBeGreaterThanOrEqual(MIN_TARGET);
}

function main(page: Page): Locator {
  return page.getByRole("main");
}

test("the sign-in and recovery screens' text links", async ({ page }) => {
  await page.goto("/login");
  await expect(heading(page, "Welcome Back")).toBeVisible();
  await expectTappable(main(page).getByRole("link", { name: "Sign up" }), "Sign up");
  await expectTappable(
    main(page).getByRole("link", { name: "Forgot password?" }),
    "Forgot password?",
  );

  await page.goto("/forgot-password");
  await expect(heading(page, "Forgot Password?")).toBeVisible();
  await expectTappable(main(page).getByRole("link", { name: "Back to Login" }), "Back to Login");
});

test("the catalogue's See statistics", async ({ page }) => {
  await signIn(page, DEMO.user, "/services");
  await expectTappable(main(page).getByRole("link", { name: "See statistics" }), "See statistics");
});

test("Convert Coins' Add payout details", async ({ page }) => {
  // A new organization has no payout details yet.
  const org = await createVerifiedAccount({ role: "org", name: "Tove Tapwell" });
  await signIn(page, org, "/org/convert");
  await expect(heading(page, "Convert Coins")).toBeVisible();
  await expectTappable(
    main(page).getByRole("button", { name: "Add payout details", exact: true }),
    "Add payout details",
  );
});
