// Booking references a person can read out and quote: "CM-" and 8 characters of Crockford's
// base32 (no I, L, O, U: nothing to confuse). 32^8 ≈ 1.1e12 values; the column is unique.
import { randomInt } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newBookingReference(): string {
  let code = "";
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `CM-${code}`;
}

export const BOOKING_REFERENCE_PATTERN = /^CM-[0-9A-HJKMNP-TV-Z]{8}$/;
