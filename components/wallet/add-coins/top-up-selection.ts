// What the Add Coins screen has chosen, and what it costs: a package (by id, priced by the server
// in the buyer's currency at the rate) or a custom amount kept exactly as typed (whole units of the
// buyer's currency, read by parseWholeAmount and priced by the same quoteAmount the server
// credits with). Pure, so the screen, the page and the tests share one set of sums.
import type { CoinPackages } from "@/lib/schemas/economics";
import { parseRate, RATE_SCALE } from "@/lib/economics/rates";
import {
  INVALID_AMOUNT,
  quoteAmount,
  topUpAmountError,
  type TopUpQuote,
} from "@/lib/economics/top-up-quote";
import { MIN_TOPUP, PACKAGE_IDS } from "@/lib/payments/packages";
import { ENTER_A_VALID_AMOUNT, parseWholeAmount } from "@/lib/validations/whole-amount";

export type TopUpSelection =
  | { kind: "package"; packageId: string }
  /** The custom amount as typed ("" when nothing is). */
  | { kind: "custom"; text: string };

export const NOTHING_CHOSEN: TopUpSelection = { kind: "custom", text: "" };

export type PricedSelection =
  | { kind: "none" }
  /**
   * The typed text is not a whole number above zero, or is outside the region's bounds: the
   * field says `problem` as it is typed, nothing is priced and Pay stays disabled.
   */
  | { kind: "invalid"; problem: string }
  /** `amount`: the custom amount's whole units; null for a package. */
  | { kind: "priced"; quote: TopUpQuote; amount: number | null };

type PackageId = (typeof PACKAGE_IDS)[number];

/** What POST payments.createOrder is sent for a choice: only a package id it knows. */
export type OrderChoice = { packageId: PackageId } | { amount: number };

function isPackageId(id: string): id is PackageId {
  return PACKAGE_IDS.some((known) => known === id);
}

/** The offer's rate in millionths. The server formats it with formatRate, so it always parses. */
export function offerRate(offer: CoinPackages): number {
  const micros = parseRate(offer.rate);
  if (micros === null) throw new Error(`Unreadable exchange rate "${offer.rate}"`);
  return micros;
}

/** A package as the offer prices it: the server's own price, never recomputed here. */
function packageQuote(offer: CoinPackages, packageId: string): TopUpQuote | null {
  const pack = offer.packages.find((candidate) => candidate.id === packageId);
  if (!pack) return null;
  return {
    packageId: pack.id,
    amountMinor: pack.priceMinor,
    currency: offer.currency,
    rateMicros: offerRate(offer),
    coins: pack.coins,
    bonus: pack.bonus,
    total: pack.coins + pack.bonus,
  };
}

export function priceSelection(selection: TopUpSelection, offer: CoinPackages): PricedSelection {
  if (selection.kind === "package") {
    const quote = packageQuote(offer, selection.packageId);
    return quote ? { kind: "priced", quote, amount: null } : { kind: "none" };
  }
  const typed = parseWholeAmount(selection.text);
  if (typed.kind === "empty") return { kind: "none" };
  if (typed.kind === "invalid") return { kind: "invalid", problem: ENTER_A_VALID_AMOUNT };
  // The server's own bounds (create-order), so nothing it would refuse is ever offered to pay.
  const problem = topUpAmountError(typed.value, offer.currency);
  if (problem) {
    return {
      kind: "invalid",
      problem: problem === INVALID_AMOUNT ? ENTER_A_VALID_AMOUNT : problem,
    };
  }
  // In INR exactly a package's price is that package, bonus included, as the server decides.
  const quote = quoteAmount(typed.value, offer.currency, offerRate(offer));
  return { kind: "priced", quote, amount: typed.value };
}

/** The order request of a priced choice: a package by id, else the amount as typed. */
export function orderChoice(
  selection: TopUpSelection,
  priced: PricedSelection,
): OrderChoice | null {
  if (priced.kind !== "priced") return null;
  if (selection.kind === "package") {
    const { packageId } = selection;
    return isPackageId(packageId) ? { packageId } : null;
  }
  return priced.amount === null ? null : { amount: priced.amount };
}

/** The least whole amount of the currency whose worth at the rate is at least `coins`. */
export function amountForCoins(coins: number, rateMicros: number): number {
  const scaled = BigInt(coins) * BigInt(RATE_SCALE);
  return Number((scaled + BigInt(rateMicros) - 1n) / BigInt(rateMicros));
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

export interface AddCoinsQuery {
  amount?: string | string[];
  package?: string | string[];
  /** The payment page the top-up was started from (components/wallet/add-coins/after-top-up.ts). */
  returnTo?: string | string[];
}

/**
 * What a link preselects. `?package=coins-500` picks that package. `?amount=N` comes from the
 * dashboard's and the payment page's links and asks for N coins (a coin is a rupee, so in INR it
 * is N rupees): the package of exactly N coins if there is one, else the least whole amount of the
 * buyer's currency that buys N coins at the rate, never below the minimum (a dollar buyer short of
 * 150 coins must not be offered $150). Anything unreadable preselects nothing.
 */
export function selectionFromQuery(query: AddCoinsQuery, offer: CoinPackages): TopUpSelection {
  const packageId = first(query.package);
  if (offer.packages.some((pack) => pack.id === packageId)) return { kind: "package", packageId };
  const wanted = parseWholeAmount(first(query.amount));
  if (wanted.kind !== "amount" || wanted.value <= 0) return NOTHING_CHOSEN;
  const pack = offer.packages.find((candidate) => candidate.coins === wanted.value);
  if (pack) return { kind: "package", packageId: pack.id };
  const amount = Math.max(amountForCoins(wanted.value, offerRate(offer)), MIN_TOPUP);
  return { kind: "custom", text: String(amount) };
}
