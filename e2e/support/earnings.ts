// A fresh organization with coins earned the way the product earns them: it offers a service, an
// admin approves it, a customer tops up and books it, and the organization marks it delivered.
// Each call makes its own organization and customer, so specs running in parallel never share
// a balance.
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import {
  adminToken,
  freshApi,
  randomClientAddress,
  registerAccount,
  verifyThroughJsonMailbox,
  type Account,
} from "./accounts";
import { topUp } from "./org-bookings";

async function bearer(api: APIRequestContext, account: Account): Promise<Record<string, string>> {
  const login = await api.post("/api/v1/auth/login", {
    data: { email: account.email, password: account.password, issueToken: true },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { authorization: `Bearer ${token}` };
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A verified organization that has earned `coins` (at least 10: the smallest top-up). */
export async function earningOrganization(
  coins: number,
  name = "Orin Ledgerwood",
): Promise<Account> {
  const api = await freshApi();
  try {
    const org = await registerAccount(api, { role: "org", name });
    await verifyThroughJsonMailbox(api, org.email);
    const orgAuth = await bearer(api, org);
    const service = await dataOf<{ id: string }>(
      await api.post("/api/v1/services", {
        headers: orgAuth,
        data: {
          title: `Bookkeeping Review ${Date.now()}`,
          description: "A review of one month's books.",
          price: coins,
          category: "consulting",
        },
      }),
    );
    const adminAuth = { authorization: `Bearer ${await adminToken(api)}` };
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
      await topUp(asCustomer, coins);
      const booking = await dataOf<{ id: string }>(
        await asCustomer.post(`/api/v1/services/${service.id}/book`),
      );
      await dataOf(
        await api.post(`/api/v1/org/bookings/${booking.id}/complete`, { headers: orgAuth }),
      );
    } finally {
      await asCustomer.dispose();
    }
    return org;
  } finally {
    await api.dispose();
  }
}
