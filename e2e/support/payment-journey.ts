// The /payment journey of a newcomer, as they would walk it: a Book link while signed out, sign up,
// the verification mail's link, sign in, Add Coins for what is missing, back to the payment, Pay,
// and the feedback page. Shared by the desktop and phone specs.
import { expect, type Page } from "@playwright/test";
import { formatCoins } from "../../lib/format/coins";
import {
  PASSWORD,
  freshApi,
  heading,
  latestMail,
  linkIn,
  pathIs,
  submitLogin,
  toast,
  uniqueEmail,
} from "./accounts";
import { TERMS_LABEL } from "../../components/auth/signup-messages";
import { definitionOf } from "./expected";
import { bookLinkServiceId } from "./payment";
import { clearToastLog, loggedToasts, logToasts } from "./toast-log";
import { PAYMENT_SUCCESSFUL } from "../../components/payment/checkout-math";
import { AUTH_MESSAGES } from "../../lib/auth/auth-messages";

/** A showcase option whose price a 100-coin top-up covers exactly, leaving 0 after paying. */
const SHOWCASE = "/services/living-spaces";
const OPTION = "Monthly Stay";
const PRICE = 100;

interface JourneyOptions {
  /** Checked on every screen of the way (a phone's layout). */
  onScreen?: (page: Page) => Promise<void>;
}

/** Where the journey's payment page must be: /payment for the option's service. */
function expectPaymentOf(page: Page, serviceId: string) {
  return expect(page).toHaveURL(
    (url) => url.pathname === "/payment" && url.searchParams.get("serviceId") === serviceId,
  );
}

export async function walkPaymentJourney(page: Page, options: JourneyOptions = {}): Promise<void> {
  const onScreen = options.onScreen ?? (async () => undefined);
  await logToasts(page);
  const email = uniqueEmail("journey");

  // Signed out, from a showcase page's Book link.
  await page.goto(SHOWCASE);
  const serviceId = await bookLinkServiceId(page, OPTION);
  await page.getByRole("link", { name: `Book ${OPTION}`, exact: true }).click();
  await expectPaymentOf(page, serviceId);
  await expect(definitionOf(page, "Service")).toHaveText(OPTION);
  await onScreen(page);

  // Sign up: the form keeps the payment to come back to.
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(pathIs("/signup"));
  await expect(heading(page, "Create Your Account")).toBeVisible();
  await onScreen(page);
  await page.getByLabel("Full name").fill("Noor Newcomer");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("checkbox", { name: TERMS_LABEL }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(pathIs("/login"));
  await expect(page.getByRole("main").getByRole("status")).toHaveText(AUTH_MESSAGES.signupSuccess);

  // The verification mail's link, opened in this browser as a click in the mail would.
  const api = await freshApi();
  const link = linkIn(await latestMail(api, email, "verify_email"));
  await api.dispose();
  await page.goto(link);
  await expect(heading(page, "Email Verified")).toBeVisible();
  await onScreen(page);
  await page.getByRole("link", { name: "Continue to Sign In" }).click();
  await expect(page).toHaveURL(pathIs("/login"));
  await expect(page.getByRole("main").getByRole("status")).toHaveText(AUTH_MESSAGES.emailVerified);
  await submitLogin(page, email, PASSWORD);

  // Back on the payment, with no coins yet: the way to add what is missing.
  await expectPaymentOf(page, serviceId);
  await expect(definitionOf(page, "Your balance")).toHaveText(formatCoins(0));
  await expect(page.getByText(`You need ${PRICE} more coins to book this service.`)).toBeVisible();
  await onScreen(page);
  await page.getByRole("link", { name: "Add Coins", exact: true }).click();
  await expect(heading(page, "Add Coins")).toBeVisible();
  await onScreen(page);
  await page.getByRole("button", { name: `Pay ₹${PRICE}` }).click();
  const checkout = page.getByRole("dialog", { name: "Coinmarket payment" });
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, /^Payment Successful(?!!)/)).toContainText(`${PRICE} coins added`);
  await expect(page.getByRole("region", { name: "Payment Successful" })).toContainText(
    "Redirecting to your payment...",
  );

  // The top-up leads back to the payment it was started from.
  await expectPaymentOf(page, serviceId);
  await expect(definitionOf(page, "Your balance")).toHaveText(formatCoins(PRICE));
  await expect(definitionOf(page, "Balance after payment")).toHaveText(formatCoins(0));
  await onScreen(page);

  // Pay: the success and nothing else, on /payment and on /feedback.
  await clearToastLog(page);
  await page.getByRole("button", { name: `Pay ${formatCoins(PRICE)}` }).click();
  await expect(toast(page, PAYMENT_SUCCESSFUL)).toContainText(
    `You have successfully booked ${OPTION}`,
  );
  await expect(page).toHaveURL(
    (url) => url.pathname === "/feedback" && url.searchParams.get("serviceId") === serviceId,
  );
  await expect(heading(page, `How was ${OPTION}?`)).toBeVisible();
  await expect(page.locator("[data-sonner-toast][data-type=error]")).toHaveCount(0);
  await onScreen(page);

  // Rating it is the journey's last step; its toast comes after any the payment could have made.
  await page.getByRole("radio", { name: "5 stars" }).check();
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(toast(page, "Thank You!")).toBeVisible();
  const shown = await loggedToasts(page);
  expect(shown.filter((entry) => entry.type !== "success")).toEqual([]);
  expect(shown.map((entry) => entry.text)).toEqual([
    expect.stringContaining(PAYMENT_SUCCESSFUL),
    expect.stringContaining("Thank You!"),
  ]);
}
