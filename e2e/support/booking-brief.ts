// The brief at booking as the specs meet it: the seed's services that ask questions, a new
// customer with coins opening one in the catalogue, the booking as the API lists it, and the
// brief on a booking row opened from its one line.
import type { Locator, Page } from "@playwright/test";
import { BRIEF_TITLE } from "../../components/bookings/brief-answers";
import { createVerifiedAccount, signIn } from "./accounts";
import { expect } from "@playwright/test";
import { topUp } from "./payment";

/** The seed's logo service asks a required text question and an optional file question. */
export const LOGO_SERVICE = "Brand Identity Starter Kit";
export const PURPOSE = "What is the logo for?";
export const CURRENT_LOGO = "Your current logo, if any";

export interface ApiBooking {
  id: string;
  bookingReference: string;
  serviceTitle: string;
  answers: { prompt: string; text: string | null; file: string | null }[];
}

/** A new customer, signed in, with `coins` topped up. */
export async function newCustomerWith(page: Page, coins: number): Promise<void> {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await topUp(page, coins);
}

/** Opens the service's dialog from its card in the catalogue. */
export async function openServiceDialog(page: Page, title: string): Promise<Locator> {
  await page.goto(`/services?search=${encodeURIComponent(title)}`);
  await page.getByTestId("service-card").filter({ hasText: title }).locator("h3 button").click();
  return page.getByRole("dialog", { name: title });
}

/** The signed-in customer's booking of `serviceTitle`, as the API lists it. */
export async function bookingOf(page: Page, serviceTitle: string): Promise<ApiBooking> {
  const response = await page.request.get("/api/v1/users/bookings?limit=50");
  expect(response.status(), await response.text()).toBe(200);
  const { items } = ((await response.json()) as { data: { items: ApiBooking[] } }).data;
  const booking = items.find((item) => item.serviceTitle === serviceTitle);
  if (!booking) throw new Error(`no booking of ${serviceTitle}`);
  return booking;
}

/** Opens the brief of the booking in `scope`, folded to one line until then. */
export async function openBrief(scope: Locator): Promise<Locator> {
  const brief = scope.getByTestId("booking-brief");
  const summary = brief.locator("summary");
  await expect(summary).toContainText(BRIEF_TITLE);
  await summary.click();
  return brief;
}
