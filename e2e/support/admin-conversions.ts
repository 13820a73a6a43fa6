// Conversion requests for the admin's specs, made by a fresh earning organization through the
// API as its own client would: EUR payout details (an IBAN), then one request per amount.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { parsePercent } from "../../lib/economics/rates";
import { priceForNet } from "../../test/support/price-for-net";
import { adminToken, freshApi, type Account } from "./accounts";
import { earnThroughBooking } from "./earnings";

export const IBAN = "DE89370400440532013000";

export interface RequestingOrganization {
  account: Account;
  /** Its organization's name, unique to the test. */
  name: string;
  /** The requests' ids, in the order of the amounts. */
  ids: string[];
}

/**
 * The price of a booking that earns an organization at least `coins` once the platform's
 * commission (read from the money rules) is kept.
 */
async function priceEarning(api: APIRequestContext, coins: number): Promise<number> {
  const response = await api.get("/api/v1/admin/settings", {
    headers: { authorization: `Bearer ${await adminToken(api)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { commissionPercent } = ((await response.json()) as { data: { commissionPercent: string } })
    .data;
  return priceForNet(coins, parsePercent(commissionPercent) ?? 0);
}

export async function requestingOrganization(
  amounts: number[],
  person: string,
): Promise<RequestingOrganization> {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const api = await freshApi();
  try {
    // The token that set up its authenticator moments ago: proved, as these requests must be.
    const { org: account, orgToken } = await earnThroughBooking(
      await priceEarning(api, total),
      person,
    );
    const headers = { authorization: `Bearer ${orgToken}` };
    const saved = await api.put("/api/v1/org/payout-accounts/EUR", {
      headers,
      data: { method: "iban", holderName: person, iban: IBAN },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const ids: string[] = [];
    for (const amount of amounts) {
      const made = await api.post("/api/v1/conversions", {
        headers,
        data: { amount, currency: "EUR" },
      });
      expect(made.status(), await made.text()).toBe(201);
      ids.push(
        ((await made.json()) as { data: { conversion: { id: string } } }).data.conversion.id,
      );
    }
    return { account, name: `${person} Studio`, ids };
  } finally {
    await api.dispose();
  }
}

/** Another admin decides first, through the API. */
export async function approveAsAnotherAdmin(id: string): Promise<void> {
  const api = await freshApi();
  try {
    const headers = { authorization: `Bearer ${await adminToken(api)}` };
    const approved = await api.post(`/api/v1/conversions/${id}/approve`, { headers });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** One request's row, in the pending queue, the payouts to send or the history. */
export function conversionRow(
  page: Page,
  list: "Pending requests" | "Payouts to send" | "All requests",
  id: string,
) {
  return page
    .getByRole("list", { name: list })
    .locator(`[data-testid="admin-conversion"][data-conversion-id="${id}"]`);
}
