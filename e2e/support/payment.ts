// Helpers of the booking journeys through /payment and /feedback: coins for a fresh account, and
// what the API says about the wallet, the bookings and a service's reviews afterwards.
import { expect, type Locator, type Page } from "@playwright/test";

/** Buys coins in test mode through the API, as the Add Coins screen does (500 buys 525). */
export async function topUp(page: Page, amount: number): Promise<void> {
  const order = await page.request.post("/api/v1/payments/orders", {
    data: { amount, purpose: "coin_purchase" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { orderId } = ((await order.json()) as { data: { orderId: string } }).data;
  const paid = await page.request.post("/api/v1/payments/simulated/pay", {
    data: { orderId, outcome: "success" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await page.request.post("/api/v1/payments/verify", {
    data: ((await paid.json()) as { data: unknown }).data,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** The signed-in user's balance, from GET /api/v1/users/wallet. */
export async function walletBalance(page: Page): Promise<number> {
  const response = await page.request.get("/api/v1/users/wallet");
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

export interface BookingSummary {
  id: string;
  bookingReference: string;
  serviceId: string;
  serviceTitle: string;
  totalAmount: number;
  status: string;
  /** The user's stars for it, held (before delivery) or public; null when not rated. */
  rating: number | null;
}

/** The signed-in user's bookings, newest first (GET /api/v1/users/bookings). */
export async function userBookings(page: Page): Promise<BookingSummary[]> {
  const response = await page.request.get("/api/v1/users/bookings");
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { items: BookingSummary[] } }).data.items;
}

/** A service's public detail with its latest reviews (GET /api/v1/services/:id). */
export async function serviceReviews(
  page: Page,
  serviceId: string,
): Promise<{ rating: number; comment: string | null }[]> {
  const response = await page.request.get(`/api/v1/services/${encodeURIComponent(serviceId)}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { reviews: { rating: number; comment: string }[] } })
    .data.reviews;
}

/** The Pay button of the payment page ('Pay 150 coins', 'Processing Payment...' while working). */
export function payButton(page: Page): Locator {
  return page.getByRole("button", { name: /^(Pay \d[\d,]* coins?|Processing Payment\.\.\.)$/ });
}

/** The service id an option's Book link on a showcase page carries. */
export async function bookLinkServiceId(page: Page, optionTitle: string): Promise<string> {
  const href = await page
    .getByRole("link", { name: `Book ${optionTitle}`, exact: true })
    .getAttribute("href");
  const serviceId = new URL(href ?? "", "http://localhost").searchParams.get("serviceId");
  if (!serviceId) throw new Error(`no serviceId on the Book link of "${optionTitle}"`);
  return serviceId;
}

/** The user's own rating of one of their bookings, as My Bookings reads it. */
export async function bookingRating(page: Page, bookingId: string): Promise<number | null> {
  const booking = (await userBookings(page)).find((item) => item.id === bookingId);
  if (!booking) throw new Error(`booking ${bookingId} is not among the user's bookings`);
  return booking.rating;
}

/** A service's public rating and review count (GET /api/v1/services/:id). */
export async function publicRating(
  page: Page,
  serviceId: string,
): Promise<{ rating: number; reviewCount: number }> {
  const response = await page.request.get(`/api/v1/services/${encodeURIComponent(serviceId)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { rating, reviewCount } = (
    (await response.json()) as { data: { rating: number; reviewCount: number } }
  ).data;
  return { rating, reviewCount };
}
