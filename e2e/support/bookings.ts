// Coins and bookings for the bookings and dashboard journeys, through the same API the screens
// use, with the signed-in page's cookies: a top-up through the test-mode checkout's endpoints,
// the cheapest services, a booking, a cancellation and the wallet balance.
import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";

export interface CatalogService {
  id: string;
  title: string;
  price: number;
  organizationName: string | null;
  duration: string | null;
}

export interface Booking {
  id: string;
  bookingReference: string;
  serviceId: string;
  serviceTitle: string;
  organization: string;
  totalAmount: number;
  status: "active" | "delivered" | "disputed" | "completed" | "cancelled";
  createdAt: string;
  dueAt: string;
  cancellableUntil: string | null;
}

/** Our own origin: cookie-authenticated changes must come from it (lib/api/authorize.ts). */
function sameOrigin(): Record<string, string> {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error("the project has no baseURL");
  return { origin: new URL(base).origin };
}

/** Buys coins in test mode as the Add Coins screen does; returns the coins credited. */
export async function topUpThroughApi(page: Page, amount: number): Promise<number> {
  const headers = sameOrigin();
  const order = await page.request.post("/api/v1/payments/orders", {
    headers,
    data: { amount, purpose: "coin_purchase" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { orderId } = ((await order.json()) as { data: { orderId: string } }).data;
  const paid = await page.request.post("/api/v1/payments/simulated/pay", {
    headers,
    data: { orderId, outcome: "success" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await page.request.post("/api/v1/payments/verify", {
    headers,
    data: ((await paid.json()) as { data: unknown }).data,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { data: { coinsAdded: number } }).data.coinsAdded;
}

/** The wallet's balance as the server has it. */
export async function walletBalance(page: Page): Promise<number> {
  const response = await page.request.get("/api/v1/users/wallet?limit=1");
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

/** The cheapest live services the account has no active booking of, cheapest first. */
export async function cheapestServices(page: Page, count: number): Promise<CatalogService[]> {
  const response = await page.request.get("/api/v1/services?sort=price_asc&limit=50");
  expect(response.status(), await response.text()).toBe(200);
  const { items, viewer } = (
    (await response.json()) as {
      data: { items: CatalogService[]; viewer: { activeServiceIds: string[] } | null };
    }
  ).data;
  const booked = new Set(viewer?.activeServiceIds ?? []);
  const free = items.filter((service) => !booked.has(service.id));
  expect(free.length, "enough services to book").toBeGreaterThanOrEqual(count);
  return free.slice(0, count);
}

/** Books a service with coins (POST /api/v1/services/:id/book, Idempotency-Key). */
export async function bookThroughApi(page: Page, serviceId: string): Promise<Booking> {
  const response = await page.request.post(`/api/v1/services/${serviceId}/book`, {
    headers: { ...sameOrigin(), "Idempotency-Key": randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Booking }).data;
}

/** Cancels a booking as its user (POST /api/v1/users/bookings/:id/cancel). */
export async function cancelThroughApi(page: Page, bookingId: string): Promise<Booking> {
  const response = await page.request.post(`/api/v1/users/bookings/${bookingId}/cancel`, {
    headers: sameOrigin(),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Booking }).data;
}

/** The header's wallet chip (its accessible name carries the balance). */
export function walletChip(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" }).getByRole("link", {
    name: /^Wallet balance: /,
  });
}

/** One booking's card on /bookings. */
export function bookingRow(page: Page, bookingId: string): Locator {
  return page.locator(`[data-testid="booking-row"][data-booking-id="${bookingId}"]`);
}
