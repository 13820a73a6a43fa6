// The platform's commission on a completed booking: the organization receives the price less
// the commission, rounded down to a whole coin; the platform keeps the rest. Rounding always
// favours the platform, so no sum of bookings pays an organization more than the rate allows.
import { BPS_SCALE } from "./rates";

export interface CommissionSplit {
  /** Coins the platform keeps. */
  commission: number;
  /** Coins the organization receives. */
  net: number;
}

export function splitCommission(price: number, commissionBps: number): CommissionSplit {
  const net = Math.floor((price * (BPS_SCALE - commissionBps)) / BPS_SCALE);
  return { commission: price - net, net };
}
