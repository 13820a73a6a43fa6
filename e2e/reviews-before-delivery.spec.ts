// As docs/features.md says: a public rating counts only for a delivered booking; Back after paying shows
// the booking made; My Bookings shows the rating given and lets it be changed (item 8);
// /feedback opened from My Bookings leads back there.
import { expect, test, type Page } from "@playwright/test";
import {
  DEMO,
  apiAs,
  createVerifiedAccount,
  heading,
  pathIs,
  signIn,
  toast,
} from "./support/accounts";
import {
  bookLinkServiceId,
  bookingRating,
  payButton,
  publicRating,
  serviceReviews,
  topUp,
  userBookings,
} from "./support/payment";
import { HELD_DESCRIPTION } from "../components/feedback/feedback-messages";
import { ALREADY_BOOKED } from "../lib/bookings/messages";

const TECH = "/services/tech-services";
/** Tech Services is BrightPath Digital's, the demo organization's (prisma/seed/demo-data.ts). */
const ORGANIZATION = "BrightPath Digital";

// Both tests rate and deliver bookings of Basic Website and compare its public figures before and
// after: one after the other, so neither sees the other's delivered review arrive.
test.describe.configure({ mode: "serial" });

/**
 * The demo organization delivers the booking and the customer (the page's session) accepts it:
 * the booking completes, and a review held until then is published.
 */
async function deliver(page: Page, bookingId: string) {
  const org = await apiAs(DEMO.org);
  try {
    const delivered = await org.post(`/api/v1/org/bookings/${bookingId}/deliver`, {
      data: { message: "Delivered.", files: [] },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
  } finally {
    await org.dispose();
  }
  const accepted = await page.request.post(`/api/v1/users/bookings/${bookingId}/accept`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

async function customerWithCoins(page: Page) {
  test.slow(); // sign-up, verification, sign-in, a top-up and a payment
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await topUp(page, 500); // 525 coins
  return account;
}

test("right after paying, /feedback keeps the rating private until delivery; Back shows the booking made", async ({
  page,
}) => {
  await customerWithCoins(page);
  await page.goto(TECH);
  const serviceId = await bookLinkServiceId(page, "Basic Website");
  const before = await publicRating(page, serviceId);

  await page.getByRole("link", { name: "Book Basic Website", exact: true }).click();
  await expect(page).toHaveURL(pathIs("/payment"));
  await page.getByRole("button", { name: "Pay 150 coins" }).click();
  await expect(page).toHaveURL(pathIs("/feedback"));
  await expect(heading(page, "How was Basic Website?")).toBeVisible();
  const [booking] = await userBookings(page);
  if (!booking) throw new Error("no booking was made");

  // Back: the payment page as it is now (the booking and its reference), not a stale Pay.
  await page.goBack();
  await expect(page).toHaveURL(pathIs("/payment"));
  const booked = page.getByRole("region", { name: ALREADY_BOOKED });
  await expect(booked).toBeVisible();
  await expect(booked).toContainText(`Your booking reference is ${booking.bookingReference}.`);
  await expect(payButton(page)).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(pathIs("/feedback"));

  // Not complete yet: the page says the rating stays private until it is.
  await expect(page.getByTestId("held-until-delivery")).toHaveText(
    `Not complete yetYour rating stays private until you accept ${ORGANIZATION}'s delivery of this booking, or your time to accept it ends. It then appears on the service; if the booking is cancelled, it is dropped.`,
  );
  const comment = `Haven't stayed yet but rating anyway ${Date.now()}`;
  await page.getByRole("radio", { name: "5 stars" }).check();
  await page.getByLabel("Tell us more (optional)").fill(comment);
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(toast(page, "Thank You!")).toContainText(HELD_DESCRIPTION);
  await expect(page.getByRole("region", { name: "Thank You!" })).toContainText(
    `Your rating of Basic Website is saved. It will appear on the service once ${ORGANIZATION} delivers your booking.`,
  );
  await expect(page).toHaveURL(pathIs("/"));

  // Nothing public moved: same rating and count, and the review shows nowhere.
  expect(await publicRating(page, serviceId)).toEqual(before);
  expect((await serviceReviews(page, serviceId)).map((review) => review.comment)).not.toContain(
    comment,
  );
  expect(await bookingRating(page, booking.id)).toBe(5);

  // Delivered: now it counts, and shows.
  await deliver(page, booking.id);
  expect((await publicRating(page, serviceId)).reviewCount).toBe(before.reviewCount + 1);
  expect(await serviceReviews(page, serviceId)).toContainEqual(
    expect.objectContaining({ rating: 5, comment }),
  );
});

test("My Bookings shows the rating given, Change rating edits it, and /feedback leads back there", async ({
  page,
}) => {
  await customerWithCoins(page);
  await page.goto(TECH);
  const serviceId = await bookLinkServiceId(page, "Basic Website");
  const booked = await page.request.post(`/api/v1/services/${serviceId}/book`, {
    headers: { "Idempotency-Key": `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = ((await booked.json()) as { data: { id: string } }).data;
  await deliver(page, id);

  // Delivered and not rated: the way to rate it, from My Bookings.
  await page.goto("/bookings?status=completed");
  const row = page.locator(`[data-booking-id="${id}"]`);
  await row.getByRole("link", { name: "Rate this service" }).click();
  await expect(page).toHaveURL(pathIs("/feedback"));
  expect(new URL(page.url()).searchParams.get("from")).toBe("bookings");
  await expect(page.getByRole("link", { name: "Back to My Bookings" })).toHaveAttribute(
    "href",
    "/bookings",
  );
  await expect(page.getByRole("link", { name: "Skip for Now" })).toHaveAttribute(
    "href",
    "/bookings",
  );
  await expect(page.getByTestId("held-until-delivery")).toHaveCount(0);
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByRole("region", { name: "Thank You!" })).toContainText(
    "Taking you back to your bookings...",
  );
  await expect(page).toHaveURL(pathIs("/bookings"));

  // The row shows the stars given, and Change rating instead of Rate this service.
  const rated = page.locator(`[data-booking-id="${id}"]`);
  await expect(rated.getByRole("img", { name: "4 stars of 5" })).toBeVisible();
  await expect(rated.getByRole("link", { name: "Rate this service" })).toHaveCount(0);
  await rated.getByRole("link", { name: "Change rating" }).click();
  await expect(page).toHaveURL(pathIs("/feedback"));
  await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await page.getByRole("radio", { name: "2 stars" }).check();
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page).toHaveURL(pathIs("/bookings"));
  await expect(
    page.locator(`[data-booking-id="${id}"]`).getByRole("img", { name: "2 stars of 5" }),
  ).toBeVisible();
  expect(await bookingRating(page, id)).toBe(2);

  // The back link leads there too.
  await page
    .locator(`[data-booking-id="${id}"]`)
    .getByRole("link", { name: "Change rating" })
    .click();
  await page.getByRole("link", { name: "Back to My Bookings" }).click();
  await expect(page).toHaveURL(pathIs("/bookings"));
});
