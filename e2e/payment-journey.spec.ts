// A newcomer's whole way to a paid booking, on a desktop: a newcomer signed out on /payment signs up, verifies the
// email from the mail's link, tops up and pays, and ends on the service's feedback page with only
// the success message (e2e/support/payment-journey.ts walks it).
import { expect, test } from "@playwright/test";
import { createVerifiedAccount, signIn } from "./support/accounts";
import { walkPaymentJourney } from "./support/payment-journey";

test("signed out on /payment: sign up, verify, top up and pay, then rate it with only success toasts", async ({
  page,
}) => {
  test.slow(); // the whole journey: sign-up, the mail, sign-in, a top-up, the payment, feedback
  await walkPaymentJourney(page);
});

test("a newcomer with no coins is asked to add some, not told that 0 coins are left", async ({
  page,
}) => {
  await signIn(page, await createVerifiedAccount(), "/services");
  const banner = page.getByTestId("low-balance-banner");
  await expect(banner).toContainText("Add coins to book services.");
  await expect(banner).not.toContainText("left");
});
