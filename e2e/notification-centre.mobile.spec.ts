// The notification centre on a phone (docs/spec.md "Notifications"): the bell stays in the bar
// beside the menu button, its popover fits the screen, and /notifications and the preferences
// stack without scrolling sideways.
import { expect, test, type Page } from "@playwright/test";
import { apiAs, createVerifiedAccount, heading, pathIs, signIn } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { topUp } from "./support/org-bookings";
import { bellName } from "../components/notifications/bell-words";
import {
  NOTIFICATION_TEXT,
  PREFERENCE_TEXT,
} from "../components/notifications/notification-messages";

test.describe.configure({ timeout: 120_000 });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test("on a phone the bell sits in the bar, its popover fits, and the list and preferences stack", async ({
  page,
}) => {
  const account = await createVerifiedAccount({ name: "Ivo Pocketwatch" });
  const api = await apiAs(account);
  await signIn(page, account, "/dashboard/user");
  await topUp(api, 100);

  const bell = page.getByRole("button", { name: bellName(1) }).filter({ visible: true });
  await expect(bell).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await bell.tap();
  const menu = page.getByRole("menu");
  await expect(menu.getByTestId("notification-menu-item")).toHaveCount(1);
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  await expectNoSeriousAxeViolations(page, "[data-testid=notification-menu]");

  await menu.getByRole("menuitem", { name: NOTIFICATION_TEXT.seeAll }).tap();
  await expect(page).toHaveURL(pathIs("/notifications"));
  await expect(heading(page, "Notifications")).toBeVisible();
  await expect(page.getByTestId("notification")).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByTestId("notification").getByRole("link").tap();
  await expect(page).toHaveURL(/\/wallet\/receipts\//);
  await expect(
    page.getByRole("button", { name: bellName(0) }).filter({ visible: true }),
  ).toBeVisible();

  await page.goto("/settings");
  const section = page.getByRole("region", { name: PREFERENCE_TEXT.title });
  await expect(section.getByTestId("notification-preference")).toHaveCount(4);
  await expectNoSidewaysScroll(page);
  await api.dispose();
});
