// An admin decides a dispute on a phone (390 px), by keyboard alone: a fresh customer's delivered
// booking is disputed and the organization answers without an offer (through the API, as their
// screens send it); the demo admin searches the queue, opens the case and refunds the customer,
// each step with keys, on a screen that never scrolls sideways. Every coin goes back.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import { DEMO, heading, signIn, toast } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { deliveredBooking, orgFigures } from "./support/disputes";
import { walletBalance } from "./support/org-bookings";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

/** Presses Tab until `target` has the focus (at most `steps` times). */
async function tabTo(page: Page, target: Locator, steps = 40): Promise<void> {
  for (let step = 0; step < steps; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("on a phone an admin refunds a disputed booking with the keyboard", async ({ page }) => {
  const price = 60;
  const { customerApi, orgApi, booking, walletBefore } = await deliveredBooking(price, "Phone");
  try {
    const opened = await customerApi.post(`/api/v1/users/bookings/${booking.id}/dispute`, {
      data: { reason: "quality", statement: "The notes are unreadable.", files: [] },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const answered = await orgApi.post(`/api/v1/org/bookings/${booking.id}/dispute/respond`, {
      data: { statement: "The notes are typed.", files: [] },
    });
    expect(answered.status(), await answered.text()).toBe(200);

    // The queue: the booking's reference typed into the search, then Enter.
    await signIn(page, DEMO.admin, "/admin/disputes");
    await expect(heading(page, "Disputes")).toBeVisible();
    const search = page.getByLabel("Booking reference or name");
    await tabTo(page, search);
    await page.keyboard.type(booking.bookingReference);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("search") === booking.bookingReference,
    );
    const listed = page.getByRole("list", { name: "Disputes" }).getByTestId("admin-dispute");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText("Awaiting admin");
    await expectNoSidewaysScroll(page);

    // Its case, opened from the keyboard.
    await tabTo(page, listed.getByRole("link"));
    await page.keyboard.press("Enter");
    await expect(heading(page, `Dispute of ${booking.serviceTitle}`)).toBeVisible();
    await expect(page.getByTestId("dispute-offer")).toHaveText(
      "No offer: it asked an admin to decide.",
    );
    await expectNoSidewaysScroll(page);

    // The decision: Tab into the choices, an arrow key to Refund, Tab to the note, then review.
    const decide = page.getByRole("region", { name: "Decide" });
    const release = decide.getByRole("radio", { name: /^Release to the organization/ });
    const refund = decide.getByRole("radio", { name: /^Refund the customer/ });
    await tabTo(page, release);
    await page.keyboard.press("ArrowRight");
    await expect(refund).toBeChecked();
    await expect(refund).toBeFocused();
    await expect(decide.getByTestId("share-customer")).toHaveText(formatCoins(price));
    await expect(decide.getByTestId("share-organization")).toHaveText(formatCoins(0));
    await page.keyboard.press("Tab");
    await expect(decide.getByLabel("Note to both sides")).toBeFocused();
    await page.keyboard.type("The notes cannot be read: every coin goes back.");
    await page.keyboard.press("Tab");
    await expect(decide.getByRole("button", { name: "Review decision" })).toBeFocused();
    await page.keyboard.press("Enter");

    const confirm = page.getByRole("alertdialog", { name: "Refund the customer?" });
    await expect(confirm).toContainText(`The ${formatCoins(price)} in escrow move now`);
    await expectNoSeriousAxeViolations(page, "[role=alertdialog]");
    const go = confirm.getByRole("button", { name: "Decide" });
    await tabTo(page, go, 5);
    await page.keyboard.press("Enter");
    await expect(toast(page, "Dispute decided")).toContainText("Refund the customer");
    const ended = page.getByRole("region", { name: "How it ended" });
    await expect(ended).toContainText(
      `Refund the customer — Decided by an admin (${DEMO.admin.name})`,
    );
    await expect(ended.getByTestId("share-customer")).toHaveText(formatCoins(price));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);

    // Every coin back to the customer; nothing to the organization, nothing left in escrow.
    expect(await walletBalance(customerApi)).toBe(walletBefore);
    expect(await orgFigures(orgApi)).toMatchObject({
      totalEarned: 0,
      clearing: 0,
      availableToConvert: 0,
      inEscrow: 0,
    });
  } finally {
    await customerApi.dispose();
    await orgApi.dispose();
  }
});
