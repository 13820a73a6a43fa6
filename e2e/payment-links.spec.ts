// The links of docs/spec.md's route table (/payment?service=...&price=..., /feedback?service=...) name
// a showcase option by its title: the server resolves it to that option, and a link it cannot
// resolve gets one clear state with a way on (docs/features.md).
import { expect, test, type Page } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import { createVerifiedAccount, heading, pathIs, signIn, toast } from "./support/accounts";
import { definitionOf } from "./support/expected";
import { bookLinkServiceId, payButton, topUp, userBookings } from "./support/payment";
import { PAYMENT_SUCCESSFUL } from "../components/payment/checkout-math";

const SPEC_LINK = "/payment?service=Monthly%20Stay&price=100";
const NOT_FOUND_TITLE = "We couldn't find this service";

/** The unresolvable link's one state: no order, no 'Service' and 0 coins, a way on. */
async function expectUnresolvable(page: Page, wayOn: { name: string; href: string }) {
  await expect(heading(page, NOT_FOUND_TITLE)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order summary" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Complete your booking" })).toHaveCount(0);
  await expect(page.getByRole("term")).toHaveCount(0);
  await expect(payButton(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in to pay with coins" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: wayOn.name, exact: true })).toHaveAttribute(
    "href",
    wayOn.href,
  );
}

async function signedInUser(page: Page, topUpAmount?: number) {
  test.slow(); // sign-up, verification, sign-in (and a top-up) before the page opens
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  if (topUpAmount) await topUp(page, topUpAmount);
  return account;
}

test("the spec's link shape books Monthly Stay for a signed-in user", async ({ page }) => {
  await signedInUser(page, 500);
  await page.goto("/services/living-spaces");
  const monthlyStay = await bookLinkServiceId(page, "Monthly Stay");

  const response = await page.goto(SPEC_LINK);
  expect(response?.status()).toBe(200);
  await expect(heading(page, "Complete your booking")).toBeVisible();
  await expect(definitionOf(page, "Service")).toHaveText("Monthly Stay");
  await expect(definitionOf(page, "Total")).toHaveText(formatCoins(100));
  await expect(page.getByText("This service can't be booked online")).toHaveCount(0);

  await page.getByRole("button", { name: "Pay 100 coins" }).click();
  await expect(toast(page, PAYMENT_SUCCESSFUL)).toContainText(
    "You have successfully booked Monthly Stay",
  );
  await expect(page).toHaveURL(pathIs("/feedback"));
  await expect(heading(page, "How was Monthly Stay?")).toBeVisible();
  expect(await userBookings(page)).toEqual([
    expect.objectContaining({ serviceId: monthlyStay, serviceTitle: "Monthly Stay" }),
  ]);
});

test("a signed-out visitor sees the named option's live price and signs in to pay", async ({
  page,
}) => {
  // The link's price is only what it was made with: the option's own price counts.
  await page.goto("/payment?service=monthly%20stay&price=7");
  await expect(definitionOf(page, "Service")).toHaveText("Monthly Stay");
  await expect(definitionOf(page, "Total")).toHaveText(formatCoins(100));
  await expect(page.getByRole("link", { name: "Sign in to pay with coins" })).toBeVisible();
});

test("/payment with no parameters is one clear state with a way on", async ({ page }) => {
  const response = await page.goto("/payment");
  expect(response?.status()).toBe(200);
  await expectUnresolvable(page, { name: "See popular services", href: "/#services" });
  await page.getByRole("link", { name: "See popular services", exact: true }).click();
  await expect(page).toHaveURL(pathIs("/"));
  await expect(
    page.getByRole("heading", { name: "Book from organizations we have verified" }),
  ).toBeInViewport();
});

test("an unknown service, signed out and signed in, is the same state", async ({ page }) => {
  await page.goto("/payment?service=Moonbase%20Tour&price=120");
  await expectUnresolvable(page, { name: "See popular services", href: "/#services" });
  await expect(page.getByText("Moonbase Tour")).toHaveCount(0);

  await signedInUser(page);
  await page.goto("/payment?service=Moonbase%20Tour&price=120");
  await expectUnresolvable(page, { name: "Browse services", href: "/services" });
  await page.goto("/payment?serviceId=svc_gone");
  await expectUnresolvable(page, { name: "Browse services", href: "/services" });
});

test("/feedback?service=Monthly Stay reviews the booked option, without contradiction", async ({
  page,
}) => {
  await signedInUser(page, 500);
  await page.goto("/services/living-spaces");
  const serviceId = await bookLinkServiceId(page, "Monthly Stay");
  const booked = await page.request.post(`/api/v1/services/${serviceId}/book`, {
    headers: { "Idempotency-Key": `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto("/feedback?service=Monthly%20Stay");
  await expect(heading(page, "How was Monthly Stay?")).toBeVisible();
  await expect(page.getByText("This link doesn't say which service to review")).toHaveCount(0);
  await page.getByRole("radio", { name: "5 stars" }).check();
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(toast(page, "Thank You!")).toBeVisible();
});

test("a feedback link naming no known service is one clear state", async ({ page }) => {
  for (const path of ["/feedback", "/feedback?service=Moonbase%20Tour"]) {
    await page.goto(path);
    await expect(heading(page, "Leave feedback")).toBeVisible();
    await expect(heading(page, /^How was/)).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "We couldn't tell which service this is for" }),
    ).toBeVisible();
    // Signing in would not help: no sign-in prompt, no form.
    await expect(page.getByRole("region", { name: "Sign in to leave feedback" })).toHaveCount(0);
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Skip for Now" })).toHaveAttribute("href", "/");
  }
});
