// A fresh organization with coins earned the way the product earns them: it offers a service, an
// admin approves it, a customer tops up and books it, the organization delivers it and the
// customer accepts the delivery. Each call makes its own organization and customer, so specs
// running in parallel never share a balance. A completed booking pays its price less the
// platform's commission (rounded down), so the service is priced for the organization to receive
// exactly the coins asked for; and it completes while earnings clear at once (./clearing.ts), so
// the organization can convert them today. It sets up an authenticator app first, as an
// organization must before it requests a conversion or changes its payout details.
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import {
  adminToken,
  bearerToken,
  freshApi,
  randomClientAddress,
  registerAccount,
  verifyThroughJsonMailbox,
  withAuthenticator,
  type Account,
} from "./accounts";
import { parsePercent } from "../../lib/economics/rates";
import { priceForNet } from "../../test/support/price-for-net";
import { completeClearingAtOnce } from "./clearing";
import { topUp } from "./org-bookings";

async function bearer(api: APIRequestContext, account: Account): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await bearerToken(api, account)}` };
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The platform's commission now, in basis points, as an admin reads it ("15" -> 1500). */
async function commissionBps(api: APIRequestContext, adminAuth: Record<string, string>) {
  const settings = await dataOf<{ commissionPercent: string }>(
    await api.get("/api/v1/admin/settings", { headers: adminAuth }),
  );
  const bps = parsePercent(settings.commissionPercent);
  if (bps === null) throw new Error(`Unreadable commission: ${settings.commissionPercent}`);
  return bps;
}

/**
 * What earning took: the organization (with its authenticator's secret) and the Bearer token it
 * set that up with (proved for 10 minutes from then), the price the customer paid, and the
 * booking's view for the organization.
 */
export interface Earned {
  org: Account;
  orgToken: string;
  price: number;
  booking: { id: string; bookingReference: string; commissionCoins: number; netCoins: number };
}

/**
 * An organization (email confirmed, verified by an admin) that has earned `coins` net of the
 * commission (its service priced so: at least 10 coins, the smallest top-up), available to convert
 * now, with the price and booking that earned them.
 */
export async function earnThroughBooking(coins: number, name = "Orin Ledgerwood"): Promise<Earned> {
  const api = await freshApi();
  try {
    const registered = await registerAccount(api, { role: "org", name });
    await verifyThroughJsonMailbox(api, registered.email);
    const { account: org, token: orgToken } = await withAuthenticator(api, registered);
    const orgAuth = { authorization: `Bearer ${orgToken}` };
    const adminAuth = { authorization: `Bearer ${await adminToken(api)}` };
    // Only an organization our team has verified converts coins to money: an admin verifies it.
    await dataOf(
      await api.put(`/api/v1/admin/users/${org.id}/verification`, {
        headers: adminAuth,
        data: { verified: true, note: "Registration documents checked" },
      }),
    );
    const price = priceForNet(coins, await commissionBps(api, adminAuth));
    const service = await dataOf<{ id: string }>(
      await api.post("/api/v1/services", {
        headers: orgAuth,
        data: {
          title: `Bookkeeping Review ${Date.now()}`,
          description: "A review of one month's books.",
          price,
          category: "consulting",
        },
      }),
    );
    await dataOf(
      await api.post(`/api/v1/admin/services/${service.id}/approve`, { headers: adminAuth }),
    );

    const customer = await registerAccount(api, { name: "Cass Purchaser" });
    await verifyThroughJsonMailbox(api, customer.email);
    // The customer calls as an app would: its token on every request of its own client.
    const asCustomer = await request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: {
        ...(await bearer(api, customer)),
        "x-forwarded-for": randomClientAddress(),
      },
    });
    try {
      await topUp(asCustomer, price);
      const booked = await dataOf<{ id: string }>(
        await asCustomer.post(`/api/v1/services/${service.id}/book`),
      );
      const booking = await dataOf<Earned["booking"]>(
        await api.post(`/api/v1/org/bookings/${booked.id}/deliver`, {
          headers: orgAuth,
          data: { message: "The month's books are reviewed.", files: [] },
        }),
      );
      expect(booking.netCoins, "the organization's share").toBe(coins);
      await completeClearingAtOnce(async () =>
        dataOf(await asCustomer.post(`/api/v1/users/bookings/${booked.id}/accept`)),
      );
      const balance = await dataOf<{ balance: number; clearing: number }>(
        await api.get("/api/v1/org/earnings/balance", { headers: orgAuth }),
      );
      expect(balance, "the organization's coins, convertible now").toEqual(
        expect.objectContaining({ balance: coins, clearing: 0 }),
      );
      return { org, orgToken, price, booking };
    } finally {
      await asCustomer.dispose();
    }
  } finally {
    await api.dispose();
  }
}

/** An admin-verified organization that has earned `coins` net of the commission (at least 10). */
export async function earningOrganization(
  coins: number,
  name = "Orin Ledgerwood",
): Promise<Account> {
  return (await earnThroughBooking(coins, name)).org;
}
