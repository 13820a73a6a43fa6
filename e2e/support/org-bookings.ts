// A customer who books the demo organizations' services, for the organization bookings specs.
// The customer acts through the public API with a Bearer token (as a script or an app would), so
// the browser stays the organization's. One customer per worker, not per test: sign-ups are
// limited to 30 an hour per address and the whole suite shares one. A customer holds at most one
// active booking of a service, so each booking takes a service the customer holds none of. The
// demo organization is shared with specs running in parallel: rows are found by their unique
// reference, never by count or position.
import {
  expect,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import {
  randomClientAddress,
  registerAccount,
  toast,
  verifyThroughJsonMailbox,
  type Account,
} from "./accounts";
import { PDF_TYPE } from "../../lib/uploads/attachments";
import type { ServiceQuestion } from "../../modules/services/shared/schemas";

/** The demo org account's organization (prisma/seed/demo-data.ts). */
export const DEMO_ORGANIZATION = "BrightPath Digital";
/** Another seeded organization, whose bookings the demo org must never see. */
export const OTHER_ORGANIZATION = "GreenLeaf Collective";

export interface Customer {
  account: Account;
  /** Calls the API as the customer. */
  api: APIRequestContext;
}

/** What POST /api/v1/services/:id/book answers (lib/bookings/booking-types.ts). */
export interface Booking {
  id: string;
  bookingReference: string;
  serviceId: string;
  serviceTitle: string;
  organization: string;
  customerName: string;
  totalAmount: number;
  status: string;
  dueAt: string;
}

interface CatalogueService {
  id: string;
  title: string;
  price: number;
  organizationName: string;
}

interface CatalogueListing {
  items: CatalogueService[];
  viewer: { balance: number; activeServiceIds: string[] } | null;
}

/** "Tara Quill Kxvbm": a name no other customer has, so the organization's row shows it. */
function uniqueCustomerName(): string {
  const letters = Array.from({ length: 5 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  return `Tara Quill ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

export const test = base.extend<object, { customer: Customer }>({
  customer: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const anonymous = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() },
      });
      const account = await registerAccount(anonymous, { name: uniqueCustomerName() });
      await verifyThroughJsonMailbox(anonymous, account.email);
      const login = await anonymous.post("/api/v1/auth/login", {
        data: { email: account.email, password: account.password, issueToken: true },
      });
      expect(login.status(), await login.text()).toBe(200);
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      await anonymous.dispose();
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { authorization: `Bearer ${token}` },
      });
      await use({ account, api });
      await api.dispose();
    },
    { scope: "worker" },
  ],
});

export { expect };

export async function walletBalance(api: APIRequestContext): Promise<number> {
  const response = await api.get("/api/v1/users/wallet?limit=1");
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

/** Buys coins in test mode, as the Add Coins screen does. */
export async function topUp(api: APIRequestContext, amount: number): Promise<void> {
  const order = await api.post("/api/v1/payments/orders", {
    data: { amount, purpose: "coin_purchase" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { orderId } = ((await order.json()) as { data: { orderId: string } }).data;
  const paid = await api.post("/api/v1/payments/simulated/pay", {
    data: { orderId, outcome: "success" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await api.post("/api/v1/payments/verify", {
    data: ((await paid.json()) as { data: unknown }).data,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

export interface BookedService {
  booking: Booking;
  /** The customer's balance just before booking (after any top-up). */
  walletBefore: number;
}

/**
 * Books the cheapest live service of a seeded organization that the customer holds no active
 * booking of, topping up first when the wallet is short.
 */
export async function bookServiceOf(
  customer: Customer,
  organization: string,
): Promise<BookedService> {
  const query = new URLSearchParams({ search: organization, limit: "50" });
  const listing = await customer.api.get(`/api/v1/services?${query}`);
  expect(listing.status(), await listing.text()).toBe(200);
  const { items, viewer } = ((await listing.json()) as { data: CatalogueListing }).data;
  // A delivered or disputed booking holds its service too, until it completes or is refunded.
  const held = new Set([...(viewer?.activeServiceIds ?? []), ...(await openServiceIds(customer))]);
  const service = items
    .filter((item) => item.organizationName === organization && !held.has(item.id))
    .sort((a, b) => a.price - b.price)[0];
  if (!service) throw new Error(`no service of ${organization} left to book`);
  // Top-ups start at 10; some showcase options cost less.
  if ((viewer?.balance ?? 0) < service.price)
    await topUp(customer.api, Math.max(service.price, 100));
  const walletBefore = await walletBalance(customer.api);

  const response = await customer.api.post(`/api/v1/services/${service.id}/book`, {
    headers: { "idempotency-key": `e2e-org-bookings-${crypto.randomUUID()}` },
    data: { answers: await requiredTextAnswers(customer, service.id) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const booking = ((await response.json()) as { data: Booking }).data;
  expect(booking.organization).toBe(organization);
  expect(await walletBalance(customer.api)).toBe(walletBefore - booking.totalAmount);
  return { booking, walletBefore };
}

/** Answers to the service's required questions (the demo's ask for text only), so it can be booked. */
async function requiredTextAnswers(customer: Customer, serviceId: string) {
  const detail = await customer.api.get(`/api/v1/services/${serviceId}`);
  expect(detail.status(), await detail.text()).toBe(200);
  const { questions } = ((await detail.json()) as { data: { questions: ServiceQuestion[] } }).data;
  return questions
    .filter((question) => question.required)
    .map((question) => {
      if (question.kind !== "text") throw new Error(`"${question.prompt}" asks for a file`);
      return { questionId: question.id, text: "Answered by the end-to-end suite." };
    });
}

/** The services of the customer's bookings not settled yet: active, delivered or in dispute. */
async function openServiceIds(customer: Customer): Promise<string[]> {
  const response = await customer.api.get("/api/v1/users/bookings?limit=50");
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (
    (await response.json()) as { data: { items: { serviceId: string; status: string }[] } }
  ).data;
  return items
    .filter((item) => ["active", "delivered", "disputed"].includes(item.status))
    .map((item) => item.serviceId);
}

/** The organization's row of a booking, by its unique reference. */
export function bookingRow(page: Page, reference: string): Locator {
  return page.locator(`[data-testid="org-booking"][data-reference="${reference}"]`);
}

/** Chooses a filter tab of the bookings list (they activate on click, Enter or Space). */
export async function showBookings(
  page: Page,
  filter: "Active" | "Delivered" | "In dispute" | "Completed" | "Cancelled" | "All",
): Promise<void> {
  const tab = page.getByRole("tablist", { name: "Show bookings" }).getByRole("tab", {
    name: filter,
  });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("org-bookings-loading")).toHaveCount(0);
}

/** A small well-formed PDF, as a file the chooser takes. */
export function pdfFile(name = "handover.pdf") {
  const text = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: PDF_TYPE, buffer: Buffer.from(text) };
}

/** A 1x1 PNG, as a file the chooser takes. */
export function pngFile(name = "screenshot.png") {
  const base64 =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
  return { name, mimeType: "image/png", buffer: Buffer.from(base64, "base64") };
}

/** The organization delivers a booking through the API, as its Deliver dialog does. */
export async function deliverThroughApi(
  page: Page,
  bookingId: string,
  message: string,
): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`/api/v1/org/bookings/${bookingId}/deliver`, {
    headers: { origin },
    data: { message, files: [] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The organization delivers a booking from its row, as a person does: the row's Deliver button,
 * the dialog named after the service, a delivery message, Deliver, and the toast that says so.
 */
export async function deliverInDialog(
  page: Page,
  row: Locator,
  serviceTitle: string,
  message = "Delivered as agreed: the details are in this message.",
): Promise<void> {
  await row.getByRole("button", { name: /^Deliver/ }).click();
  const dialog = page.getByRole("dialog", { name: `Deliver ${serviceTitle}` });
  await dialog.getByLabel("Delivery message").fill(message);
  await dialog.getByRole("button", { name: "Deliver", exact: true }).click();
  await expect(toast(page, "Delivered")).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** The customer accepts a delivery through the API (its own client, Bearer token). */
export async function acceptThroughApi(api: APIRequestContext, bookingId: string): Promise<void> {
  const response = await api.post(`/api/v1/users/bookings/${bookingId}/accept`);
  expect(response.status(), await response.text()).toBe(200);
}
