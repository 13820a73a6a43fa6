// The user's catalogue (/services): search with typos, the empty state, and booking with coins.
import { expect, test, type Page } from "@playwright/test";
import { ALREADY_BOOKED } from "../lib/bookings/messages";
import { formatCount } from "../lib/format/coins";
import { createVerifiedAccount, heading, signIn, toast } from "./support/accounts";

/** Buys coins in test mode through the API, as the Add Coins screen does. */
async function topUp(page: Page, amount: number) {
  const order = await page.request.post("/api/v1/payments/orders", {
    data: { amount, purpose: "coin_purchase" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { orderId } = ((await order.json()) as { data: { orderId: string } }).data;
  const paid = await page.request.post("/api/v1/payments/simulated/pay", {
    data: { orderId, outcome: "success" },
  });
  const verified = await page.request.post("/api/v1/payments/verify", {
    data: ((await paid.json()) as { data: unknown }).data,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

test("search finds services despite a typo, and an empty search offers to clear it", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/services");
  await expect(heading(page, "Browse Services")).toBeVisible();
  await expect(page.getByTestId("service-card").first()).toBeVisible();

  // Typed before the page's scripts ran, a search is lost: type again until the address shows it.
  const search = async (term: string) => {
    await expect(async () => {
      await page.getByLabel("Search services").fill(term);
      await expect(page).toHaveURL(new RegExp(`[?&]search=${term}(&|$)`), { timeout: 2_000 });
    }).toPass();
  };
  await search("desgn");
  await expect(
    page
      .getByTestId("service-card")
      .filter({ hasText: /design/i })
      .first(),
  ).toBeVisible();

  await search("qqzzxxyy");
  await expect(page.getByText("No services found")).toBeVisible();
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(page.getByTestId("service-card").first()).toBeVisible();
  await expect(page.getByLabel("Search services")).toHaveValue("");
});

test("a letter typed while the search is being written to the address stays in the box", async ({
  page,
}) => {
  // The moment the catalogue writes "yo" to the address, the person types "g": the page then sees
  // its own write come back, and must not put "yo" back in the box over "yog".
  await page.addInitScript(() => {
    const replaceState = history.replaceState.bind(history);
    let typed = false;
    history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
      const box = document.getElementById("service-search");
      if (!typed && String(url).includes("search=yo") && box instanceof HTMLInputElement) {
        typed = true;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
        setValue?.call(box, "yog");
        box.dispatchEvent(new Event("input", { bubbles: true }));
      }
      replaceState(data, unused, url);
    };
  });
  const account = await createVerifiedAccount();
  await signIn(page, account, "/services");
  await expect(page.getByTestId("service-card").first()).toBeVisible();

  const box = page.getByLabel("Search services");
  // Typed before the page's scripts ran, a search is lost: type again until the address shows it.
  await expect(async () => {
    await box.fill("yo");
    await expect(page).toHaveURL(/[?&]search=yog?(&|$)/, { timeout: 2_000 });
  }).toPass();
  await expect(page).toHaveURL(/[?&]search=yog(&|$)/);
  await expect(box).toHaveValue("yog");
});

test("a user books a service with coins: the card turns Purchased and the balance drops", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await topUp(page, 500);

  await page.goto("/services");
  const card = page.locator('[data-testid="service-card"][data-availability="available"]').first();
  await expect(card).toBeVisible();
  const serviceId = await card.getAttribute("data-service-id");
  const price = Number((await card.getByTestId("service-price").innerText()).replace(/\D/g, ""));
  expect(price).toBeGreaterThan(0);
  expect(price).toBeLessThanOrEqual(525);

  await card.locator("h3 button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("What's included")).toBeVisible();
  await dialog.getByRole("button", { name: "Book Now" }).click();
  await expect(toast(page, "Service Booked Successfully")).toBeVisible();

  const booked = page.locator(`[data-testid="service-card"][data-service-id="${serviceId}"]`);
  await expect(booked.getByTestId("service-badge")).toHaveText("Purchased");
  await expect(page.getByRole("link", { name: /^Wallet balance: / })).toHaveAccessibleName(
    `Wallet balance: ${525 - price} coins`,
  );

  await booked.locator("h3 button").click();
  await expect(page.getByRole("dialog").getByText(ALREADY_BOOKED)).toBeVisible();
  await expect(
    page.getByRole("dialog").getByRole("button", { name: "Already Purchased" }),
  ).toBeDisabled();
});

test("a service the user cannot afford says how many coins are missing", async ({ page }) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/services");
  await expect(page.getByTestId("low-balance-banner")).toBeVisible();
  const card = page.locator('[data-testid="service-card"][data-availability="short"]').first();
  const price = Number((await card.getByTestId("service-price").innerText()).replace(/\D/g, ""));
  await expect(card.getByTestId("service-badge")).toHaveText("Need More Coins");
  await card.locator("h3 button").click();
  await expect(
    page
      .getByRole("dialog")
      .getByText(`You need ${formatCount(price)} more coins to book this service.`),
  ).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Add Coins" })).toHaveAttribute(
    "href",
    "/wallet/add",
  );
});

test("the server sends a phone's page of cards; a wide screen shows the whole page once it runs", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  // The HTML as the server sends it, before any script: the first 12 cards only, whatever the
  // screen (a phone would take the rest away at once, after paying to render them).
  const html = await (await page.request.get("/services")).text();
  expect(html.match(/data-testid="service-card"/g)?.length).toBe(12);

  const listed = await page.request.get("/api/v1/services?limit=50");
  const { items } = ((await listed.json()) as { data: { items: { id: string }[] } }).data;
  expect(items.length).toBeGreaterThan(12);
  // It carries those 12 services' records only: the browser reads the rest when it shows them.
  expect(items.filter((item) => html.includes(item.id))).toHaveLength(12);
  // The first card's picture (the page's largest paint) comes inside the document.
  expect(html).toMatch(/<img src="data:image\/svg\+xml,/);
  await page.goto("/services");
  await expect(page.getByTestId("service-card")).toHaveCount(items.length);
});
