// Buyers outside India: the country header the end-to-end server trusts (scripts/e2e-server.ts),
// and the prices Add Coins must show, worked out here on their own from the rate the page states,
// so the specs check the screen's sums instead of repeating them.
import { expect, type Page } from "@playwright/test";
import { formatCount } from "../../lib/format/coins";
import { formatMinor, toMinor } from "../../lib/format/money-minor";

/** Sent by a spec's browser: the server then takes the buyer to be in that country. */
export const COUNTRY_HEADER = "x-e2e-country";

export const PACKAGES = [
  { id: "coins-100", coins: 100, bonus: 0, popular: false },
  { id: "coins-500", coins: 500, bonus: 25, popular: true },
  { id: "coins-1000", coins: 1000, bonus: 100, popular: false },
  { id: "coins-2000", coins: 2000, bonus: 300, popular: false },
] as const;

/** A package button's accessible name: "500 coins + 25 bonus · $5.69 · Popular". */
export function packageName(pack: (typeof PACKAGES)[number], price: string): string {
  const bonus = pack.bonus ? ` + ${formatCount(pack.bonus)} bonus` : "";
  return `${formatCount(pack.coins)} coins${bonus} · ${price}${pack.popular ? " · Popular" : ""}`;
}

/** "88.00" -> 88_000_000 (coins per dollar, in millionths). */
export function rateMicros(rate: string): number {
  const [whole = "0", fraction = ""] = rate.split(".");
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, "0"));
}

/** A package's price in cents: its coins (rupees) at the rate, rounded up to the cent. */
export function packageCents(coins: number, micros: number): number {
  return Math.ceil((toMinor(coins, "USD") * 1_000_000) / micros);
}

/** The coins whole dollars buy at the rate, rounded down. */
export function coinsFor(dollars: number, micros: number): number {
  return Math.floor((dollars * micros) / 1_000_000);
}

/** "$5.69", "$25", "$10,000": how the product prints dollars. */
export function dollars(cents: number): string {
  return formatMinor(cents, "USD");
}

/**
 * The rate coins are sold at, as Add Coins states it in its region note ("1 USD = 86.24 coins (the
 * exchange rate 88.00 less a 2% spread)"), as text.
 */
export async function statedRate(page: Page): Promise<string> {
  const note = page.getByText(/^Prices in USD \(United States\): 1 USD = /);
  await expect(note).toBeVisible();
  const match = /1 USD = (\d+\.\d+) coins/.exec((await note.textContent()) ?? "");
  if (!match?.[1]) throw new Error("Add Coins states no dollar rate");
  return match[1];
}

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
