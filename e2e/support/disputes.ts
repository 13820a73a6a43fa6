// A disputed booking for the admin's dispute specs, made the way the product makes one: a fresh
// organization offers a service the demo admin approves, a fresh customer tops up and books it, and
// the organization delivers it; each spec then takes the dispute on from there. Fresh accounts on
// both sides, so what each side ends up with is known exactly while other specs run beside it.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import {
  adminToken,
  apiAs,
  createVerifiedAccount,
  DEMO,
  freshApi,
  heading,
  signIn,
  type Account,
} from "./accounts";
import { topUp, walletBalance, type Booking } from "./org-bookings";

export interface DeliveredBooking {
  customer: Account;
  org: Account;
  /** The organization's name, unique to the test. */
  orgName: string;
  /** Calls the API as the customer (Bearer token); dispose of it at the end. */
  customerApi: APIRequestContext;
  /** Calls the API as the organization (Bearer token); dispose of it at the end. */
  orgApi: APIRequestContext;
  booking: Booking;
  /** The customer's wallet before the booking took its coins. */
  walletBefore: number;
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A booking of `price` coins, delivered and waiting for the customer. */
export async function deliveredBooking(price: number, tag: string): Promise<DeliveredBooking> {
  const orgName = `Quarry Lane ${tag} ${Date.now()}`;
  const [customer, org] = await Promise.all([
    createVerifiedAccount({ name: `Dana Disputer ${tag}` }),
    createVerifiedAccount({ role: "org", name: "Ola Fairhand", organizationName: orgName }),
  ]);
  const [customerApi, orgApi] = await Promise.all([apiAs(customer), apiAs(org)]);
  const service = await dataOf<{ id: string }>(
    await orgApi.post("/api/v1/services", {
      data: {
        title: `Floor Plan Check ${tag} ${Date.now()}`,
        description: "A check of one floor plan against the building rules.",
        price,
        category: "consulting",
      },
    }),
  );
  const admin = await freshApi();
  try {
    await dataOf(
      await admin.post(`/api/v1/admin/services/${service.id}/approve`, {
        headers: { authorization: `Bearer ${await adminToken(admin)}` },
      }),
    );
  } finally {
    await admin.dispose();
  }
  await topUp(customerApi, Math.max(price, 10));
  const walletBefore = await walletBalance(customerApi);
  const booking = await dataOf<Booking>(
    await customerApi.post(`/api/v1/services/${service.id}/book`, {
      headers: { "idempotency-key": `e2e-admin-disputes-${crypto.randomUUID()}` },
    }),
  );
  await dataOf(
    await orgApi.post(`/api/v1/org/bookings/${booking.id}/deliver`, {
      data: { message: "The plan is checked: the notes are in this message.", files: [] },
    }),
  );
  return { customer, org, orgName, customerApi, orgApi, booking, walletBefore };
}

/** The organization's dashboard figures (GET /api/v1/org/dashboard), each figure's value. */
export async function orgFigures(orgApi: APIRequestContext): Promise<Record<string, number>> {
  const { figures } = await dataOf<{ figures: Record<string, { value: number }> }>(
    await orgApi.get("/api/v1/org/dashboard"),
  );
  return Object.fromEntries(Object.entries(figures).map(([id, { value }]) => [id, value]));
}

/** The demo admin signs in and opens the booking's dispute from the list of disputes. */
export async function openDisputeAsAdmin(page: Page, booking: Booking): Promise<void> {
  await signIn(
    page,
    DEMO.admin,
    `/admin/disputes?search=${encodeURIComponent(booking.bookingReference)}`,
  );
  await page
    .getByRole("list", { name: "Disputes" })
    .getByRole("link", { name: new RegExp(booking.bookingReference) })
    .click();
  await expect(heading(page, `Dispute of ${booking.serviceTitle}`)).toBeVisible();
}
