// The feedback page (docs/spec.md "Feedback", sections 4, 5 and 8): a real review of a booked service,
// keyboard-operable stars, and clear states for whoever cannot review.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, createVerifiedAccount, heading, pathIs, signIn, toast } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { hrefQuery } from "./support/expected";
import { bookLinkServiceId, bookingRating, serviceReviews, topUp } from "./support/payment";

const TECH = "/services/tech-services";

/** A fresh user who booked the option through the API; answers the page's feedback URL. */
async function bookerOf(page: Page, option: string) {
  test.slow(); // sign-up, verification, top-up and booking before the page opens
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await topUp(page, 2000); // 2,300 coins: enough for any option of the page
  await page.goto(TECH);
  const serviceId = await bookLinkServiceId(page, option);
  const booked = await page.request.post(`/api/v1/services/${serviceId}/book`, {
    headers: { "Idempotency-Key": `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = ((await booked.json()) as { data: { id: string } }).data;
  const url = `/feedback?service=${encodeURIComponent(option)}&serviceId=${serviceId}&bookingId=${id}`;
  return { serviceId, bookingId: id, url };
}

test("the stars are a radio group the arrow keys move through", async ({ page }) => {
  const { bookingId, url } = await bookerOf(page, "Basic Website");
  await page.goto(url);
  const stars = page.getByRole("radiogroup", { name: /Your rating/ });
  await expect(stars.getByRole("radio")).toHaveCount(5);
  for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) {
    await expect(stars.getByRole("radio", { name })).not.toBeChecked();
  }

  await expectNoSeriousAxeViolations(page);

  await stars.getByRole("radio", { name: "2 stars" }).check();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(stars.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(stars.getByRole("radio", { name: "4 stars" })).toBeFocused();
  await expect(page.getByText("Very good", { exact: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(stars.getByRole("radio", { name: "3 stars" })).toBeChecked();
  await expect(page.getByText("Good", { exact: true })).toBeVisible();

  // Submitting from the keyboard sends the rating without any text.
  await page.getByRole("button", { name: "Submit Feedback" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Thank You!")).toBeVisible();
  await expect(page).toHaveURL(pathIs("/"));
  // Saved for the booking (held until delivery: reviews-before-delivery.spec.ts).
  expect(await bookingRating(page, bookingId)).toBe(3);
});

test("sending again edits the review, which the form shows", async ({ page }) => {
  const { serviceId, bookingId, url } = await bookerOf(page, "Enterprise Solution");
  await page.goto(url);
  const first = `First impression ${Date.now()}`;
  await page.getByRole("radio", { name: "5 stars" }).check();
  await page.getByLabel("Tell us more (optional)").fill(first);
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page).toHaveURL(pathIs("/"));

  await page.goto(url);
  await expect(page.getByText("You reviewed this booking before.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await expect(page.getByLabel("Tell us more (optional)")).toHaveValue(first);
  const second = `Second thoughts ${Date.now()}`;
  await page.getByRole("radio", { name: "2 stars" }).check();
  await page.getByLabel("Tell us more (optional)").fill(second);
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(toast(page, "Thank You!")).toBeVisible();
  await expect(page).toHaveURL(pathIs("/"));

  await page.goto(url);
  await expect(page.getByRole("radio", { name: "2 stars" })).toBeChecked();
  await expect(page.getByLabel("Tell us more (optional)")).toHaveValue(second);
  expect(await bookingRating(page, bookingId)).toBe(2);
  // Not delivered yet: neither version is public.
  const comments = (await serviceReviews(page, serviceId)).map((review) => review.comment);
  expect(comments).not.toContain(first);
  expect(comments).not.toContain(second);
});

test("Skip for Now goes home and sends nothing", async ({ page }) => {
  const { url } = await bookerOf(page, "Full-Stack Application");
  await page.goto(url);
  await page.getByRole("radio", { name: "1 star" }).check();
  await page.getByRole("link", { name: "Skip for Now" }).click();
  await expect(page).toHaveURL(pathIs("/"));
  // Nothing was saved for the booking: the form comes back empty, with no earlier review.
  await page.goto(url);
  await expect(heading(page, "How was Full-Stack Application?")).toBeVisible();
  await expect(page.getByText("You reviewed this booking before.")).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "1 star" })).not.toBeChecked();
});

test("a signed-out visitor is asked to sign in and brought back", async ({ page }) => {
  const path = "/feedback?service=Basic%20Website&serviceId=svc_1&bookingId=bk_1";
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(heading(page, "How was Basic Website?")).toBeVisible();
  const notice = page.getByRole("region", { name: "Sign in to leave feedback" });
  await expect(notice).toBeVisible();
  const { pathname, params } = hrefQuery(
    await notice.getByRole("link", { name: "Sign in to continue" }).getAttribute("href"),
  );
  expect(pathname).toBe("/login");
  const back = hrefQuery(params.get("callbackUrl"));
  expect(back.pathname).toBe("/feedback");
  expect(Object.fromEntries(back.params)).toEqual({
    service: "Basic Website",
    serviceId: "svc_1",
    bookingId: "bk_1",
  });
  await expect(page.getByRole("radio")).toHaveCount(0);
  await notice.getByRole("link", { name: "Skip for Now" }).click();
  await expect(page).toHaveURL(pathIs("/"));
});

test("someone who did not book the service gets the API's answer, not a form", async ({ page }) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, TECH);
  const serviceId = await bookLinkServiceId(page, "Basic Website");
  await page.goto(`/feedback?service=Basic%20Website&serviceId=${serviceId}`);
  await expect(
    page.getByRole("region", { name: "Only people who booked this service can review it." }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Feedback" })).toHaveCount(0);

  // The spec's link shape names the option by its title: the same answer.
  await page.goto("/feedback?service=Basic%20Website");
  await expect(heading(page, "How was Basic Website?")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Only people who booked this service can review it." }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Feedback" })).toHaveCount(0);

  await page.goto("/feedback?service=Moonbase%20Tour");
  await expect(
    page.getByRole("region", { name: "We couldn't tell which service this is for" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "See your bookings" })).toHaveAttribute(
    "href",
    "/bookings",
  );
  await expect(page.getByRole("button", { name: "Submit Feedback" })).toHaveCount(0);
});

test("an organization account is told only user accounts leave feedback", async ({ page }) => {
  await signIn(page, DEMO.org, "/feedback?service=Basic%20Website&serviceId=svc_1");
  await expect(
    page.getByRole("region", { name: "Only user accounts can leave feedback" }),
  ).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
});
