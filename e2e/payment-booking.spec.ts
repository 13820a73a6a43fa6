// Paying for a service on /payment with coins (docs/spec.md "Payment (simulated)", sections 4, 5 and 8)
// on real data: the server's title, price and balance, one booking per visit however often Pay is
// pressed, and the way on to /feedback.
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import {
  DEMO,
  createVerifiedAccount,
  freshApi,
  heading,
  pathIs,
  registerAccount,
  signIn,
  toast,
} from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { definitionOf, hrefQuery } from "./support/expected";
import {
  bookLinkServiceId,
  payButton,
  serviceReviews,
  topUp,
  userBookings,
  walletBalance,
} from "./support/payment";
import { loggedToasts, logToasts } from "./support/toast-log";
import { RATING_REQUIRED } from "../components/feedback/rating";
import { SELECT_A_RATING } from "../modules/catalog/shared/validations-values";
import {
  ADD_MORE_COINS,
  INSUFFICIENT_BALANCE,
  PAYMENT_SUCCESSFUL,
  PROCESSING_PAYMENT,
} from "../components/payment/checkout-math";
import { ALREADY_BOOKED, BOOKING_FAILED_DESCRIPTION } from "../lib/bookings/messages";

const TECH = "/services/tech-services";

function walletChip(page: Page) {
  return page.getByRole("link", { name: /^Wallet balance: / });
}

/** A fresh verified user with `amount` paid in test mode (500 buys 525 coins). */
async function userWithCoins(page: Page, amount?: number) {
  test.slow(); // sign-up, verification, sign-in and a top-up before the page opens
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  if (amount) await topUp(page, amount);
  return account;
}

/** Add Coins asks for the missing coins and comes back to this payment afterwards. */
async function expectAddCoinsHref(link: Locator, coins: number, service: string) {
  const { pathname, params } = hrefQuery(await link.getAttribute("href"));
  expect(pathname).toBe("/wallet/add");
  expect(params.get("amount")).toBe(String(coins));
  const back = hrefQuery(params.get("returnTo"));
  expect(back.pathname).toBe("/payment");
  expect(back.params.get("service")).toBe(service);
  expect(back.params.get("serviceId")).toMatch(/\S/);
}

/** Holds every booking request until `release` is called. */
async function holdBookings(page: Page) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requests: Request[] = [];
  await page.route("**/api/v1/services/*/book", async (route) => {
    requests.push(route.request());
    await gate;
    await route.continue();
  });
  return { release, requests };
}

test("a user books an option of a static page, sees the real balance, pays and rates it", async ({
  page,
}) => {
  test.slow(); // the whole journey: top-up, payment, feedback
  await userWithCoins(page, 500);
  await page.goto(TECH);
  const serviceId = await bookLinkServiceId(page, "Basic Website");
  await page.getByRole("link", { name: "Book Basic Website", exact: true }).click();

  await expect(page).toHaveURL(pathIs("/payment"));
  await expect(heading(page, "Complete your booking")).toBeVisible();
  await expect(definitionOf(page, "Service")).toHaveText("Basic Website");
  await expect(definitionOf(page, "Total")).toHaveText(formatCoins(150));
  await expect(definitionOf(page, "Your balance")).toHaveText(formatCoins(525));
  await expect(definitionOf(page, "Balance after payment")).toHaveText(formatCoins(375));
  await expectNoSeriousAxeViolations(page);

  const held = await holdBookings(page);
  await page.getByRole("button", { name: "Pay 150 coins" }).click();
  await expect(page.getByRole("button", { name: PROCESSING_PAYMENT })).toBeDisabled();
  held.release();

  await expect(toast(page, PAYMENT_SUCCESSFUL)).toContainText(
    "You have successfully booked Basic Website",
  );
  await expect(page).toHaveURL(pathIs("/feedback"));
  const feedbackUrl = new URL(page.url());
  expect(feedbackUrl.searchParams.get("service")).toBe("Basic Website");
  expect(feedbackUrl.searchParams.get("serviceId")).toBe(serviceId);
  expect(feedbackUrl.searchParams.get("bookingId")).toMatch(/\S/);
  await expect(heading(page, "How was Basic Website?")).toBeVisible();
  await expect(walletChip(page)).toHaveAccessibleName("Wallet balance: 375 coins");
  expect(await walletBalance(page)).toBe(375);

  // docs/spec.md section 5: a rating is required.
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  // Said at the stars, not in a toast that would outlive the fix (lib/notify).
  await expect(page.getByRole("alert").filter({ hasText: SELECT_A_RATING })).toHaveText(
    `${RATING_REQUIRED}: ${SELECT_A_RATING}`,
  );
  await expect(toast(page, RATING_REQUIRED)).toHaveCount(0);

  const comment = `Fast and friendly ${Date.now()}`;
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByLabel("Tell us more (optional)").fill(comment);
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(toast(page, "Thank You!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page).toHaveURL(pathIs("/"));

  // Not delivered yet: held, so not among the service's public reviews.
  expect((await serviceReviews(page, serviceId)).map((review) => review.comment)).not.toContain(
    comment,
  );
  const bookings = await userBookings(page);
  expect(bookings).toEqual([
    expect.objectContaining({
      serviceId,
      serviceTitle: "Basic Website",
      totalAmount: 150,
      rating: 4,
    }),
  ]);
});

test("paying from a balance under twice the price: the success alone, on /payment and /feedback", async ({
  page,
}) => {
  await logToasts(page);
  // 140 coins for a 100-coin service: after paying, fewer coins are left than it costs.
  await userWithCoins(page, 140);
  await page.goto("/services/living-spaces");
  await page.getByRole("link", { name: "Book Monthly Stay", exact: true }).click();
  await expect(definitionOf(page, "Your balance")).toHaveText(formatCoins(140));
  await page.getByRole("button", { name: "Pay 100 coins" }).click();

  await expect(toast(page, PAYMENT_SUCCESSFUL)).toContainText(
    "You have successfully booked Monthly Stay",
  );
  await expect(page).toHaveURL(pathIs("/feedback"));
  await expect(heading(page, "How was Monthly Stay?")).toBeVisible();
  await expect(walletChip(page)).toHaveAccessibleName("Wallet balance: 40 coins");
  await expect(page.locator("[data-sonner-toast][data-type=error]")).toHaveCount(0);
  // Rating it makes a toast after any the payment made: by then every one of them has shown.
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(toast(page, "Thank You!")).toBeVisible();
  const shown = await loggedToasts(page);
  expect(shown.filter((entry) => entry.type === "error")).toEqual([]);
  expect(shown.map((entry) => entry.text)).toEqual([
    expect.stringContaining(PAYMENT_SUCCESSFUL),
    expect.stringContaining("Thank You!"),
  ]);
});

test("a double click on Pay books once, and the page then says it is booked", async ({ page }) => {
  await userWithCoins(page, 500);
  await page.goto(TECH);
  await page.getByRole("link", { name: "Book Full-Stack Application", exact: true }).click();
  await expect(definitionOf(page, "Total")).toHaveText(formatCoins(500));

  const held = await holdBookings(page);
  await page.getByRole("button", { name: "Pay 500 coins" }).dblclick();
  await expect(page.getByRole("button", { name: PROCESSING_PAYMENT })).toBeDisabled();
  held.release();
  await expect(toast(page, PAYMENT_SUCCESSFUL)).toBeVisible();
  await expect(page).toHaveURL(pathIs("/feedback"));

  expect(held.requests).toHaveLength(1);
  expect(await walletBalance(page)).toBe(25);
  expect(await userBookings(page)).toHaveLength(1);

  // Back on the same payment link: no second Pay, the booking and its feedback link instead.
  await page.goBack();
  await expect(page).toHaveURL(pathIs("/payment"));
  await page.reload();
  const booked = page.getByRole("region", { name: ALREADY_BOOKED });
  await expect(booked).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
  await booked.getByRole("link", { name: "Leave feedback" }).click();
  await expect(page).toHaveURL(pathIs("/feedback"));
  await expect(heading(page, "How was Full-Stack Application?")).toBeVisible();
});

test("a retry after a lost answer books once: the same Idempotency-Key", async ({ page }) => {
  await userWithCoins(page, 500);
  await page.goto(TECH);
  await page.getByRole("link", { name: "Book Basic Website", exact: true }).click();

  // The first request reaches the server and books, but its answer never arrives.
  const keys: (string | undefined)[] = [];
  let first = true;
  await page.route("**/api/v1/services/*/book", async (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    if (!first) return route.continue();
    first = false;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await payButton(page).click();
  await expect(toast(page, "Booking Failed")).toContainText(BOOKING_FAILED_DESCRIPTION);
  await expect(page.getByRole("alert").filter({ hasText: "Trying again is safe" })).toBeVisible();

  await page.getByRole("button", { name: "Pay 150 coins" }).click();
  await expect(toast(page, PAYMENT_SUCCESSFUL)).toBeVisible();
  await expect(page).toHaveURL(pathIs("/feedback"));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/\S/);
  expect(keys[1]).toBe(keys[0]);
  expect(await walletBalance(page)).toBe(375);
  expect(await userBookings(page)).toHaveLength(1);
});

test("too few coins: a toast, the missing count, a link to add them, and Pay disabled", async ({
  page,
}) => {
  await userWithCoins(page, 100);
  await page.goto(TECH);
  await page.getByRole("link", { name: "Book Basic Website", exact: true }).click();

  await expect(toast(page, INSUFFICIENT_BALANCE)).toContainText(ADD_MORE_COINS);
  await expect(definitionOf(page, "Your balance")).toHaveText(formatCoins(100));
  await expect(page.getByText("You need 50 more coins to book this service.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay 150 coins" })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  const addCoins = page.getByRole("link", { name: "Add Coins", exact: true });
  await expectAddCoinsHref(addCoins, 50, "Basic Website");
  await addCoins.click();
  await expect(heading(page, "Add Coins")).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment summary" })).toContainText("50");
  expect(await walletBalance(page)).toBe(100);
  expect(await userBookings(page)).toEqual([]);
});

test("the server's title and price count, whatever the link says", async ({ page }) => {
  await userWithCoins(page);
  await page.goto(TECH);
  const serviceId = await bookLinkServiceId(page, "Enterprise Solution");
  await page.goto(`/payment?service=Cheap%20Thing&price=1&serviceId=${serviceId}`);
  await expect(definitionOf(page, "Service")).toHaveText("Enterprise Solution");
  await expect(definitionOf(page, "Total")).toHaveText(formatCoins(1000));
  await expect(page.getByText(/The price has changed since this link was made/)).toBeVisible();
  await expect(page.getByText("You need 1,000 more coins to book this service.")).toBeVisible();
  await expectAddCoinsHref(
    page.getByRole("link", { name: "Add Coins", exact: true }),
    1000,
    "Enterprise Solution",
  );
});

test("an organization sees the order but only user accounts can book", async ({ page }) => {
  await signIn(page, DEMO.org, TECH);
  await page.getByRole("link", { name: "Book Basic Website", exact: true }).click();
  await expect(definitionOf(page, "Service")).toHaveText("Basic Website");
  const note = page.getByRole("region", { name: "Only user accounts can book services" });
  await expect(note).toBeVisible();
  await expect(note.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
    "href",
    "/dashboard/org",
  );
  await expect(payButton(page)).toHaveCount(0);
});

test("an account with an unverified email is asked to verify before paying", async ({ page }) => {
  const api = await freshApi();
  const account = await registerAccount(api, { name: "Una Verified" });
  await api.dispose();
  await signIn(page, account, TECH);
  await page.getByRole("link", { name: "Book Basic Website", exact: true }).click();
  const notice = page.getByRole("region", { name: "Verify your email to book" });
  await expect(notice).toContainText(account.email);
  await expect(notice.getByRole("button", { name: "Resend verification email" })).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
});
