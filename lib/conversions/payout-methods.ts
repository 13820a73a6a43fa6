// Where an organization is paid (docs/features.md): which methods a currency is paid to is its
// payoutMethods (lib/money/currencies.ts: a bank account or UPI for INR, an IBAN for EUR, an
// account and routing number for USD). Checks and masks are pure, for form and server.
import type { PayoutMethod } from "@/lib/money/currencies";

export const METHOD_LABELS: Record<PayoutMethod, string> = {
  bank_account: "Bank account",
  upi: "UPI",
  iban: "IBAN",
  us_account: "US bank account",
};

const DOT = "\u2022";
const hidden = (count: number) => DOT.repeat(count);
const lastOf = (value: string, count: number) => value.slice(-count);

/** IBAN check digits (ISO 13616): the rearranged number mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ABA routing number checksum: 3-7-1 weights over the nine digits sum to a multiple of 10. */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routing].reduce(
    (total, digit, index) => total + Number(digit) * weights[index]!,
    0,
  );
  return sum % 10 === 0;
}

export type PayoutDetails =
  | { method: "bank_account"; accountNumber: string; ifsc: string }
  | { method: "upi"; upiId: string }
  | { method: "iban"; iban: string; bic?: string }
  | { method: "us_account"; accountNumber: string; routingNumber: string };

/** The form the organization and the admin lists see: enough to recognise, not to use. */
export function maskPayout(details: PayoutDetails): string {
  switch (details.method) {
    case "bank_account":
      return `A/c ${hidden(4)}${lastOf(details.accountNumber, 4)} · ${details.ifsc}`;
    case "upi": {
      const [name = "", bank = ""] = details.upiId.split("@");
      return `UPI ${name.slice(0, 2)}${hidden(4)}@${bank}`;
    }
    case "iban":
      return `IBAN ${details.iban.slice(0, 2)}${hidden(4)}${lastOf(details.iban, 4)}`;
    case "us_account":
      return `A/c ${hidden(4)}${lastOf(details.accountNumber, 4)} · Routing ${hidden(4)}${lastOf(details.routingNumber, 4)}`;
  }
}
