// The /payment journey of e2e/payment-journey.spec.ts on a phone (Pixel 7): every screen of the
// way fits the width, and it ends on the feedback page with only the success message.
import { expect, test, type Page } from "@playwright/test";
import { walkPaymentJourney } from "./support/payment-journey";

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${page.url()}: scrollWidth ${scrollWidth} > ${innerWidth}`,
  ).toBeLessThanOrEqual(innerWidth);
}

test("on a phone: sign up from /payment, verify, top up and pay, then rate it with only success toasts", async ({
  page,
}) => {
  test.slow(); // the whole journey: sign-up, the mail, sign-in, a top-up, the payment, feedback
  await walkPaymentJourney(page, { onScreen: expectNoSidewaysScroll });
});
