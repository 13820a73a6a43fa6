// A message's notification and mail link to the thread on the recipient's bookings page
// (/dashboard/org?thread=<booking id> for an organization): the page opens the thread's dialog
// from the link, and closing it takes the link out of the address.
import { expect, test } from "@playwright/test";
import { threadHref } from "../lib/bookings/thread-link";
import { signIn } from "./support/accounts";
import { deliveredBooking } from "./support/disputes";

test.describe.configure({ timeout: 90_000 });

test("a thread's link opens it on the organization's bookings page", async ({ page }) => {
  const { customerApi, orgApi, org, booking } = await deliveredBooking(20, "Link");
  try {
    const body = "Could you add the stair plan as well?";
    const sent = await customerApi.post(`/api/v1/users/bookings/${booking.id}/messages`, {
      data: { body },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signIn(page, org, threadHref("organization", booking.id));
    const dialog = page.getByRole("dialog", { name: "Messages" });
    await expect(dialog).toContainText(booking.bookingReference);
    await expect(dialog.getByTestId("thread-entry").filter({ hasText: body })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => !url.searchParams.has("thread"));
  } finally {
    await customerApi.dispose();
    await orgApi.dispose();
  }
});
