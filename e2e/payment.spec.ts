// The simulated payment page a signed-out visitor reaches from a Book link (docs/spec.md route table:
// query parameters service and price). The server resolves the link to the service it names and
// shows that service's own title and price; a link naming nothing is one clear state.
import { expect, test, type Page } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import { definitionOf, hrefQuery } from "./support/expected";
import { bookLinkServiceId } from "./support/payment";

async function expectSummary(page: Page, service: string, price: number) {
  await expect(page.getByRole("heading", { level: 2, name: "Order summary" })).toBeVisible();
  await expect(definitionOf(page, "Service")).toHaveText(service);
  await expect(definitionOf(page, "Price")).toHaveText(formatCoins(price));
  await expect(definitionOf(page, "Total")).toHaveText(formatCoins(price));
}

test("shows the service its query names, with the service's own price", async ({ page }) => {
  const response = await page.goto("/payment?service=Basic%20Website&price=150");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Complete your booking" }),
  ).toBeVisible();
  await expectSummary(page, "Basic Website", 150);
});

for (const price of ["abc", "-5", "12.5", "7"]) {
  test(`price=${price} does not change what the service costs`, async ({ page }) => {
    const response = await page.goto(
      `/payment?service=Basic%20Website&price=${encodeURIComponent(price)}`,
    );
    expect(response?.status()).toBe(200);
    await expectSummary(page, "Basic Website", 150);
  });
}

test("the sign-in button returns to this payment page", async ({ page }) => {
  await page.goto("/services/tech-services");
  const serviceId = await bookLinkServiceId(page, "Basic Website");
  await page.goto("/payment?service=Basic%20Website&price=150");
  const signIn = page.getByRole("link", { name: "Sign in to pay with coins" });
  await expect(signIn).toBeVisible();
  const { pathname, params } = hrefQuery(await signIn.getAttribute("href"));
  expect(pathname).toBe("/login");
  const callback = hrefQuery(params.get("callbackUrl"));
  expect(callback.pathname).toBe("/payment");
  expect(Object.fromEntries(callback.params)).toEqual({
    service: "Basic Website",
    price: "150",
    serviceId,
  });
  expect(params.get("callbackUrl")).toMatch(/^\/payment\?/);
});

test("the sign-in round trip carries the resolved service, not a stale id", async ({ page }) => {
  await page.goto("/services/living-spaces");
  const monthlyStay = await bookLinkServiceId(page, "Monthly Stay");
  await page.goto("/payment?service=Monthly%20Stay&price=100&serviceId=svc_123");
  await expectSummary(page, "Monthly Stay", 100);
  const href = await page
    .getByRole("link", { name: "Sign in to pay with coins" })
    .getAttribute("href");
  const callback = hrefQuery(hrefQuery(href).params.get("callbackUrl"));
  expect(callback.pathname).toBe("/payment");
  expect(callback.params.get("service")).toBe("Monthly Stay");
  expect(callback.params.get("price")).toBe("100");
  expect(callback.params.get("serviceId")).toBe(monthlyStay);
});

test("creating an account keeps the payment to return to, and so does the sign-in link", async ({
  page,
}) => {
  await page.goto("/services/living-spaces");
  const monthlyStay = await bookLinkServiceId(page, "Monthly Stay");
  await page.goto("/payment?service=Monthly%20Stay&price=100");
  const signup = hrefQuery(
    await page.getByRole("link", { name: "Create an account" }).getAttribute("href"),
  );
  expect(signup.pathname).toBe("/signup");
  const callbackUrl = signup.params.get("callbackUrl");
  const callback = hrefQuery(callbackUrl);
  expect(callback.pathname).toBe("/payment");
  expect(callback.params.get("serviceId")).toBe(monthlyStay);

  // The sign-up page's own way to sign in instead keeps it too; one leading off the site is dropped.
  await page.goto(`/signup?callbackUrl=${encodeURIComponent(callbackUrl ?? "")}`);
  const login = hrefQuery(
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).getAttribute("href"),
  );
  expect(login.pathname).toBe("/login");
  expect(login.params.get("callbackUrl")).toBe(callbackUrl);
  await page.goto(`/signup?callbackUrl=${encodeURIComponent("//evil.example/payment")}`);
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/login",
  );
});
