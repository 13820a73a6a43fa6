// The simulated payment page a signed-out visitor reaches from a Book link (SPEC.md route table:
// query parameters service, default 'Service', and price, an integer, default 0).
import { expect, test, type Page } from "@playwright/test";
import { coins, definitionOf, hrefQuery } from "./support/expected";

async function expectSummary(page: Page, service: string, price: number) {
  await expect(page.getByRole("heading", { level: 2, name: "Order summary" })).toBeVisible();
  await expect(definitionOf(page, "Service")).toHaveText(service);
  await expect(definitionOf(page, "Price")).toHaveText(coins(price));
  await expect(definitionOf(page, "Total")).toHaveText(coins(price));
}

test("shows the service and total of its query", async ({ page }) => {
  const response = await page.goto("/payment?service=X&price=120");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Complete your booking" }),
  ).toBeVisible();
  await expectSummary(page, "X", 120);
});

test("keeps a service name with spaces and symbols as it was sent", async ({ page }) => {
  await page.goto(`/payment?service=${encodeURIComponent("Stays & Trips: 2 nights")}&price=30`);
  await expectSummary(page, "Stays & Trips: 2 nights", 30);
});

test("without parameters it shows 'Service' and 0 coins", async ({ page }) => {
  const response = await page.goto("/payment");
  expect(response?.status()).toBe(200);
  await expectSummary(page, "Service", 0);
});

for (const price of ["abc", "-5", "12.5"]) {
  test(`price=${price} is not an integer number of coins: total 0`, async ({ page }) => {
    const response = await page.goto(`/payment?service=X&price=${encodeURIComponent(price)}`);
    expect(response?.status()).toBe(200);
    await expectSummary(page, "X", 0);
  });
}

test("the sign-in button returns to this payment page", async ({ page }) => {
  await page.goto("/payment?service=X&price=120");
  const signIn = page.getByRole("link", { name: "Sign in to pay with coins" });
  await expect(signIn).toBeVisible();
  const { pathname, params } = hrefQuery(await signIn.getAttribute("href"));
  expect(pathname).toBe("/login");
  const callback = hrefQuery(params.get("callbackUrl"));
  expect(callback.pathname).toBe("/payment");
  expect(callback.params.get("service")).toBe("X");
  expect(callback.params.get("price")).toBe("120");
  expect(params.get("callbackUrl")).toMatch(/^\/payment\?/);
});

test("the sign-in round trip keeps the booked service", async ({ page }) => {
  await page.goto("/payment?service=Monthly%20Stay&price=100&serviceId=svc_123");
  const href = await page
    .getByRole("link", { name: "Sign in to pay with coins" })
    .getAttribute("href");
  const callback = hrefQuery(hrefQuery(href).params.get("callbackUrl"));
  expect(callback.pathname).toBe("/payment");
  expect(callback.params.get("service")).toBe("Monthly Stay");
  expect(callback.params.get("price")).toBe("100");
  expect(callback.params.get("serviceId")).toBe("svc_123");
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
    "href",
    "/signup",
  );
});
