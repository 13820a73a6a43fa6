// The organization's bookings on /dashboard/org: a customer books through the API, the demo
// organization delivers or cancels in the browser, and the coins go where the dialog said (the
// customer's side of a delivery: buyer-protection.spec.ts).
import { expectNoSeriousAxeViolations } from "./support/axe";
import type { Page } from "@playwright/test";
import { splitCommission } from "../lib/economics/commission";
import { formatCoins } from "../lib/format/coins";
import { createVerifiedAccount, DEMO, signIn, toast } from "./support/accounts";
import {
  bookingRow,
  bookServiceOf,
  DEMO_ORGANIZATION,
  expect,
  OTHER_ORGANIZATION,
  showBookings,
  test,
  walletBalance,
} from "./support/org-bookings";

/** GET /api/v1/org/bookings as the browser asks for it (filters, pages). */
const isBookingsList = (url: URL) => url.pathname === "/api/v1/org/bookings";

async function openDashboardAsDemoOrg(page: Page) {
  await signIn(page, DEMO.org, "/dashboard/org");
  await expect(page.getByRole("heading", { level: 2, name: "Bookings" })).toBeVisible();
}

test("the organization delivers a booking: the dialog holds while it sends, the row turns Delivered and the coins stay in escrow", async ({
  page,
  customer,
}) => {
  // Two people's sign-ins and pages, the money checked on both sides: on a busy 2-core machine
  // it ran past 30 s.
  test.slow();
  const { booking, walletBefore } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  await openDashboardAsDemoOrg(page);

  // Active is the first filter: the new booking is there with who booked it and when it is due.
  await expect(page.getByRole("tab", { name: "Active" })).toHaveAttribute("aria-selected", "true");
  const row = bookingRow(page, booking.bookingReference);
  await expect(row).toContainText(customer.account.name);
  await expect(row).toContainText(booking.serviceTitle);
  await expect(row).toContainText(formatCoins(booking.totalAmount));
  // The organization's share, after the 15% commission fixed when it was booked.
  const { commission, net } = splitCommission(booking.totalAmount, 1500);
  await expect(row.getByTestId("org-booking-commission")).toHaveText(
    `${formatCoins(commission)} commission (15%)`,
  );
  await expect(row.getByTestId("org-booking-net")).toHaveText(
    `You receive ${formatCoins(net)} when it completes`,
  );
  await expect(row.getByTestId("org-booking-status")).toHaveText("Active");
  await expect(row.getByTestId("org-booking-settlement")).toContainText(
    "undelivered, the coins go back to the customer",
  );
  await expect(row).not.toContainText("Completes automatically");

  // The form says what happens to the money; Cancel changes nothing.
  const deliver = row.getByRole("button", { name: `Deliver: ${booking.bookingReference}` });
  await deliver.click();
  const dialog = page.getByRole("dialog", { name: `Deliver ${booking.serviceTitle}` });
  await expect(dialog).toContainText(
    `The ${formatCoins(booking.totalAmount)} stay in escrow until then; you receive ${formatCoins(net)} when it completes.`,
  );
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(deliver).toBeFocused();
  await expect(row.getByTestId("org-booking-status")).toHaveText("Active");

  // Held at the network until the working state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1/org/bookings/${booking.id}/deliver`, async (route) => {
    await held;
    await route.continue();
  });
  await deliver.click();
  await dialog.getByLabel("Delivery message").fill("Delivered: the files are in your inbox.");
  await dialog.getByRole("button", { name: "Deliver", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Delivering..." })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  release();

  await expect(toast(page, "Delivered")).toContainText(
    `${booking.bookingReference} · ${customer.account.name} can now accept it or report a problem.`,
  );
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId("org-booking-status")).toHaveText("Delivered");
  await expect(row.getByTestId("org-booking-settlement")).toContainText("the customer has until");
  await expect(row.getByTestId("delivery-message")).toHaveText(
    "Delivered: the files are in your inbox.",
  );
  // Until the customer accepts, the organization may still cancel; it cannot deliver again.
  await expect(row.getByRole("button")).toHaveText(["Messages", "Cancel"]);
  await expect(row.getByTestId("org-booking-net")).toHaveText(
    `You receive ${formatCoins(net)} when it completes`,
  );

  // The server agrees: delivered, the coins still in escrow, nothing back to the customer.
  const view = await customer.api.get(`/api/v1/users/bookings/${booking.id}`);
  expect(((await view.json()) as { data: { status: string } }).data.status).toBe("delivered");
  expect(await walletBalance(customer.api)).toBe(walletBefore - booking.totalAmount);

  // The customer is told by email, with the way to the delivery.
  const mail = await customer.api.get(
    `/api/dev/mailbox?to=${encodeURIComponent(customer.account.email)}`,
  );
  const mails = ((await mail.json()) as { data: { kind: string; text: string }[] }).data;
  expect(mails.find((item) => item.kind === "booking_delivered")?.text).toContain(
    booking.bookingReference,
  );

  // It moved from Active to Delivered.
  await showBookings(page, "Delivered");
  await expect(bookingRow(page, booking.bookingReference)).toContainText(customer.account.name);
  await showBookings(page, "Active");
  await expect(bookingRow(page, booking.bookingReference)).toHaveCount(0);
});

test("the organization cancels a booking: every coin goes back to the customer's wallet", async ({
  page,
  customer,
}) => {
  // The wallet drops by the price on booking (bookServiceOf checks that).
  const { booking, walletBefore } = await bookServiceOf(customer, DEMO_ORGANIZATION);

  await openDashboardAsDemoOrg(page);
  const row = bookingRow(page, booking.bookingReference);
  await row.getByRole("button", { name: /^Cancel/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    `${formatCoins(booking.totalAmount)} go back to ${customer.account.name}'s wallet.`,
  );
  await dialog.getByRole("button", { name: "Cancel booking" }).click();

  await expect(toast(page, "Booking Cancelled")).toContainText(booking.bookingReference);
  await expect(row.getByTestId("org-booking-status")).toHaveText("Cancelled");
  await expect(row).toContainText("Cancelled by you on");
  // Nothing left to do but talk.
  await expect(row.getByRole("button")).toHaveText(["Messages"]);
  expect(await walletBalance(customer.api)).toBe(walletBefore);

  await showBookings(page, "Cancelled");
  await expect(bookingRow(page, booking.bookingReference)).toContainText(customer.account.name);
});

test("a booking the customer cancelled meanwhile: the API's message in a toast, the list read again", async ({
  page,
  customer,
}) => {
  const { booking } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  await openDashboardAsDemoOrg(page);
  const row = bookingRow(page, booking.bookingReference);
  await expect(row).toBeVisible();

  const cancelled = await customer.api.post(`/api/v1/users/bookings/${booking.id}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await row.getByRole("button", { name: /^Deliver/ }).click();
  const dialog = page.getByRole("dialog", { name: `Deliver ${booking.serviceTitle}` });
  await dialog.getByLabel("Delivery message").fill("Here it is.");
  await dialog.getByRole("button", { name: "Deliver", exact: true }).click();
  await expect(toast(page, "Could not deliver the booking")).toContainText(
    "This booking is no longer active.",
  );
  await expect(dialog).toHaveCount(0);
  // Read again, the Active list no longer has it.
  await expect(row).toHaveCount(0);
  await showBookings(page, "Cancelled");
  await expect(bookingRow(page, booking.bookingReference)).toContainText(
    "Cancelled by the customer on",
  );
});

test("an organization sees and settles only its own services' bookings", async ({
  page,
  customer,
}) => {
  const { booking: own } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  const { booking: other } = await bookServiceOf(customer, OTHER_ORGANIZATION);
  await openDashboardAsDemoOrg(page);

  await showBookings(page, "All");
  await expect(bookingRow(page, own.bookingReference)).toBeVisible();
  await expect(bookingRow(page, other.bookingReference)).toHaveCount(0);
  await expect(page.getByText(other.bookingReference)).toHaveCount(0);

  // The API answers another organization's booking as if it did not exist, and changes nothing.
  const origin = new URL(page.url()).origin;
  const listed = await page.request.get("/api/v1/org/bookings?limit=50");
  const references = (
    (await listed.json()) as { data: { items: { bookingReference: string }[] } }
  ).data.items.map((item) => item.bookingReference);
  expect(references).toContain(own.bookingReference);
  expect(references).not.toContain(other.bookingReference);
  for (const action of ["deliver", "cancel"]) {
    const response = await page.request.post(`/api/v1/org/bookings/${other.id}/${action}`, {
      headers: { origin },
      data: action === "deliver" ? { message: "Not yours.", files: [] } : undefined,
    });
    expect(response.status()).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "Booking not found.",
    );
  }
  const view = await customer.api.get(`/api/v1/users/bookings/${other.id}`);
  expect(((await view.json()) as { data: { status: string } }).data.status).toBe("active");

  // Leave nothing in escrow for later tests of this customer.
  for (const booking of [own, other]) {
    const response = await customer.api.post(`/api/v1/users/bookings/${booking.id}/cancel`);
    expect(response.status(), await response.text()).toBe(200);
  }
});

test("All pages through every booking with Load more, none shown twice", async ({
  page,
  customer,
}) => {
  await bookServiceOf(customer, DEMO_ORGANIZATION);
  await openDashboardAsDemoOrg(page);
  // Pages of two (the seeded history gives the demo organization many more bookings than that).
  await page.route(isBookingsList, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("limit", "2");
    return route.continue({ url: url.toString() });
  });
  await showBookings(page, "All");
  const rows = page.getByRole("list", { name: "All bookings" }).getByTestId("org-booking");
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(4);
  const references = await rows.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("data-reference")),
  );
  expect(new Set(references).size).toBe(4);
});

test("a new organization sees empty states for each filter, and a failed load can be retried", async ({
  page,
}) => {
  const org = await createVerifiedAccount({ name: "Nova Empty Studio", role: "org" });
  await signIn(page, org, "/dashboard/org");

  await expect(page.getByTestId("org-bookings-empty")).toContainText("No active bookings");
  await page.getByRole("button", { name: "Show all bookings" }).click();
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  const empty = page.getByTestId("org-bookings-empty");
  await expect(empty).toContainText("No bookings yet");
  await expect(empty).toContainText(
    "When customers book your services, their bookings appear here.",
  );

  // Each tab loads from the server, so the arrows only move: Enter chooses.
  await page.getByRole("tab", { name: "All" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Active" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Active" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("org-bookings-empty")).toContainText("No active bookings");

  await page.route(
    (url) => isBookingsList(url) && url.searchParams.get("status") === "completed",
    (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          error: { code: "internal", message: "Server error. Please try again later." },
        }),
      }),
  );
  await page.getByRole("tab", { name: "Completed" }).click();
  const error = page.getByTestId("org-bookings-error");
  await expect(error).toContainText("Couldn't load bookings");
  await expect(error).toContainText("Server error. Please try again later.");
  await page.unrouteAll();
  await error.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByTestId("org-bookings-empty")).toContainText("No completed bookings");
});

test("the organization dashboard and its dialogs have no serious or critical axe violations", async ({
  page,
  customer,
}) => {
  const { booking } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  await openDashboardAsDemoOrg(page);
  await expect(bookingRow(page, booking.bookingReference)).toBeVisible();

  // The shared check holds transitions: a dialog's button opening under the pointer is read in
  // its hover colours, not half-way to them.
  const check = (where: string) => test.step(where, () => expectNoSeriousAxeViolations(page));
  await check("on the dashboard");
  await bookingRow(page, booking.bookingReference)
    .getByRole("button", { name: /^Cancel/ })
    .click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await check("in the cancel dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  // Focus goes back to where it was.
  await expect(
    bookingRow(page, booking.bookingReference).getByRole("button", { name: /^Cancel/ }),
  ).toBeFocused();
  await bookingRow(page, booking.bookingReference)
    .getByRole("button", { name: /^Deliver/ })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("in the deliver dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
