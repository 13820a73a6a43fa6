// An organization's public page shows the public reviews of its services with its reply under
// each (docs/spec.md, Organization public page): a fresh organization has none, then a customer's
// review of a delivered booking and the organization's reply (through the API) show there to
// anyone, signed out.
import { expect, test } from "@playwright/test";
import { NO_REVIEWS } from "../components/organizations/organization-reviews-messages";
import { deliveredBooking } from "./support/disputes";
import { acceptThroughApi } from "./support/org-bookings";

test.describe.configure({ timeout: 90_000 });

test("the public page lists the organization's reviews with its replies", async ({ page }) => {
  const { customerApi, orgApi, booking, orgName } = await deliveredBooking(20, "Reviews");
  try {
    const { organizationId } = booking as typeof booking & { organizationId: string };
    await page.goto(`/orgs/${organizationId}`);
    const section = page.getByRole("region", { name: "Reviews" });
    await expect(section).toContainText(NO_REVIEWS);

    await acceptThroughApi(customerApi, booking.id);
    const comment = `Careful and quick ${crypto.randomUUID().slice(0, 8)}`;
    const rated = await customerApi.post(`/api/v1/services/${booking.serviceId}/reviews`, {
      data: { rating: 4, comment, bookingId: booking.id },
    });
    expect(rated.status(), await rated.text()).toBe(201);
    const { id: reviewId } = ((await rated.json()) as { data: { id: string } }).data;
    const reply = "Thank you for the kind words!";
    const replied = await orgApi.put(`/api/v1/org/reviews/${reviewId}/reply`, {
      data: { reply },
    });
    expect(replied.status(), await replied.text()).toBe(200);

    await page.reload();
    const review = section.getByTestId("organization-review").filter({ hasText: comment });
    await expect(review).toContainText(booking.serviceTitle);
    await expect(review).toContainText("Dana D.");
    await expect(review.getByTestId("review-reply")).toContainText(`Response from ${orgName}`);
    await expect(review.getByTestId("review-reply")).toContainText(reply);
    await expect(section.getByTestId("organization-reviews-summary")).toContainText("4.0");
    await expect(section.getByTestId("organization-reviews-summary")).toContainText("(1 review)");
  } finally {
    await customerApi.dispose();
    await orgApi.dispose();
  }
});
