// One time zone per viewer (docs/features.md): a browser in Tokyo sees its bookings and the
// audit log in Japan time, and the audit log's day filter says which zone its days are in. The
// e2e browsers otherwise run on India Standard Time (playwright.config.ts), the default zone.
import { expect, test } from "@playwright/test";
import { createVerifiedAccount, DASHBOARDS, DEMO, heading, signIn } from "./support/accounts";
import { bookThroughApi, cheapestServices, topUpThroughApi } from "./support/bookings";

// Japan keeps no daylight saving time: always GMT+9, so the expected text never changes.
test.use({ timezoneId: "Asia/Tokyo" });

test("a viewer in Tokyo sees bookings in Japan time, named", async ({ page }) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, DASHBOARDS.user);
  await topUpThroughApi(page, 500);
  const [service] = await cheapestServices(page, 1);
  const booking = await bookThroughApi(page, service!.id);

  await page.goto("/bookings");
  await expect(heading(page, "My Bookings")).toBeVisible();
  const row = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(row).toContainText(/Booked:\s*\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m GMT\+9/);
  await expect(row).not.toContainText("IST");

  // The cancel window's end is printed in the same zone.
  await row.getByRole("button", { name: "Cancel Booking" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText(/You can cancel until \d{1,2} \w{3} \d{4}, .+ GMT\+9\./);
});

test("the audit log lists and filters by days in the viewer's zone, and says which", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, "/admin/audit");
  const from = page.getByLabel("From (GMT+9)");
  await expect(from).toBeVisible();
  await expect(page.getByLabel("To (GMT+9)")).toBeVisible();
  const entries = page.getByTestId("audit-entry");
  await expect(entries.first()).toContainText("GMT+9");
  await expect(entries.first()).not.toContainText("IST");

  // Today in Tokyo holds the sign-in just made.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(new Date());
  await from.fill(today);
  await page.getByLabel("To (GMT+9)").fill(today);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(entries.first()).toBeVisible();
});
