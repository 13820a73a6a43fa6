// The admin payments journey's pieces: a fresh user's paid top-up (through the simulated
// checkout's API, as the Add Coins screen pays), and the admin's screen with that order found.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createVerifiedAccount, DEMO, freshApi, heading, signIn, type Account } from "./accounts";

interface Service {
  id: string;
  price: number;
}

/** A Bearer header of a fresh API client signed in as the account. */
async function bearer(api: APIRequestContext, account: Account): Promise<Record<string, string>> {
  const login = await api.post("/api/v1/auth/login", {
    data: { email: account.email, password: account.password, issueToken: true },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { authorization: `Bearer ${token}` };
}

/**
 * A new verified user who bought the 500 package (525 coins) in test mode: the order, the
 * simulated checkout's payment and the verify call the Add Coins screen makes. With `spend`, the
 * payer then books a service with some of those coins.
 */
export async function freshPayer(
  options: { spend?: boolean; closeCheckout?: boolean } = {},
): Promise<Account> {
  const account = await createVerifiedAccount({ name: "Pia Payer" });
  const api = await freshApi();
  try {
    const headers = await bearer(api, account);
    const post = async (path: string, data: unknown, status = 200) => {
      const response = await api.post(path, { data, headers });
      expect(response.status(), await response.text()).toBe(status);
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    };
    const order = await post(
      "/api/v1/payments/orders",
      { amount: 500, purpose: "coin_purchase" },
      201,
    );
    // The checkout was opened and closed: the order stays unpaid.
    if (options.closeCheckout) return account;
    const paid = await post("/api/v1/payments/simulated/pay", {
      orderId: order.orderId,
      outcome: "success",
    });
    const verified = await post("/api/v1/payments/verify", paid);
    expect(verified.balance).toBe(525);
    if (options.spend) {
      // Some of the coins go on a booking, so a refund could no longer take them all back.
      const listing = await api.get("/api/v1/services?limit=50", { headers });
      const { items } = ((await listing.json()) as { data: { items: Service[] } }).data;
      const service = items.find((item) => item.price > 0 && item.price <= 525);
      if (!service) throw new Error("no demo service costs 525 coins or less");
      await post(`/api/v1/services/${encodeURIComponent(service.id)}/book`, {}, 201);
    }
  } finally {
    await api.dispose();
  }
  return account;
}

/** Signs the demo admin in and opens /admin/payments with the ledger checked. */
export async function openAdminPayments(page: Page): Promise<void> {
  await signIn(page, DEMO.admin, "/admin/payments");
  await expect(heading(page, "Payments")).toBeVisible();
  await expect(page.getByTestId("ledger-summary")).toHaveText("Ledger balanced");
  await expect(page.getByTestId("ledger-checked-at")).toContainText("Checked at");
}

/** Searches the orders by the payer's email; the URL keeps it. Answers the one order's row. */
export async function findOrderOf(page: Page, email: string, status = "Paid"): Promise<Locator> {
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === email);
  const rows = page.getByTestId("payment-order");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(email);
  await expect(row).toContainText("₹500");
  await expect(row).toContainText("525 coins");
  await expect(row.getByTestId("payment-status")).toHaveText(status);
  return row;
}
