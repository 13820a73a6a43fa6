// An organization's one public reply to a review (docs/features.md, Reviews): the demo
// organization answers a review of one of its services from its dashboard, and the catalogue's
// service dialog shows the reply under the review. The customer books, has it delivered and
// reviews through the API; the browser is the organization's.
import { DEMO, apiAs, signIn, toast } from "./support/accounts";
import {
  acceptThroughApi,
  bookServiceOf,
  DEMO_ORGANIZATION,
  expect,
  test,
} from "./support/org-bookings";

test("the organization replies to a review from its dashboard; the catalogue shows the reply under it", async ({
  page,
  customer,
}) => {
  test.slow(); // a booking, its delivery and a review through the API, then two screens
  const { booking } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  const org = await apiAs(DEMO.org);
  try {
    const delivered = await org.post(`/api/v1/org/bookings/${booking.id}/deliver`, {
      data: { message: "Delivered.", files: [] },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
  } finally {
    await org.dispose();
  }
  await acceptThroughApi(customer.api, booking.id);
  const serviceId = booking.serviceId;
  const comment = `Clear and on time ${crypto.randomUUID().slice(0, 8)}`;
  const rated = await customer.api.post(`/api/v1/services/${serviceId}/reviews`, {
    data: { rating: 5, comment, bookingId: booking.id },
  });
  expect(rated.status(), await rated.text()).toBe(201);

  await signIn(page, DEMO.org, "/dashboard/org");
  await expect(page.getByRole("heading", { level: 2, name: "Reviews" })).toBeVisible();
  const row = page.getByTestId("org-review").filter({ hasText: comment });
  await expect(row).toContainText(booking.serviceTitle);
  await row.getByRole("button", { name: /^Reply to / }).click();
  const dialog = page.getByRole("dialog", { name: "Reply to this review" });
  await expect(dialog).toContainText(comment);
  // Empty is refused in the form, with the API's message.
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("A reply is required.")).toBeVisible();
  const reply = "Thank you! We are glad it worked out.";
  await dialog.getByLabel("Your reply").fill(reply);
  await expect(dialog.getByText(`${1000 - reply.length} characters left`)).toBeVisible();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Reply posted")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId("review-reply")).toContainText(`Response from ${DEMO_ORGANIZATION}`);
  await expect(row.getByTestId("review-reply")).toContainText(reply);
  await expect(row.getByRole("button", { name: /^Reply to / })).toHaveCount(0);

  // The catalogue is the customers' screen: the customer signs in to read it.
  await page.context().clearCookies();
  await signIn(
    page,
    customer.account,
    `/services?search=${encodeURIComponent(booking.serviceTitle)}`,
  );
  const card = page.locator(`[data-testid="service-card"][data-service-id="${serviceId}"]`);
  await card.locator("h3 button").click();
  const detail = page.getByRole("dialog");
  const answered = detail.getByRole("listitem").filter({ hasText: comment });
  await expect(answered.getByTestId("review-reply")).toContainText(
    `Response from ${DEMO_ORGANIZATION}`,
  );
  await expect(answered.getByTestId("review-reply")).toContainText(reply);
});
