// Booking messages the API answers and the screens show, with coin counts grouped ("1,250").
import { formatCoins, formatCount } from "@/lib/format/coins";

/** SPEC.md "Browse Services": 'You need N more coins to book this service.' */
export function shortByMessage(shortBy: number): string {
  return `You need ${formatCount(shortBy)} more coins to book this service.`;
}

export function priceChangedMessage(price: number): string {
  return `The price of this service has changed to ${formatCoins(price)}. Please check it and book again.`;
}
