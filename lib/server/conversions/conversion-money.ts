// A conversion row's money as the API shows it (lib/schemas/conversions.ts,
// conversionMoneyFields): gross, fee, net, rate and payout, as recorded when it was asked.
import "server-only";
import { fromMinor } from "@/lib/format/money-minor";
import type { ConversionRequest } from "@/generated/prisma/client";
import { formatRate } from "@/lib/economics/rates";

export type ConversionMoneyRow = Pick<
  ConversionRequest,
  "amount" | "feeCoins" | "rateMicros" | "payoutMinor" | "currency"
>;

export function conversionMoney(row: ConversionMoneyRow) {
  return {
    amount: row.amount,
    feeCoins: row.feeCoins,
    netCoins: row.amount - row.feeCoins,
    rate: formatRate(Number(row.rateMicros)),
    payoutMinor: row.payoutMinor,
    convertedAmount: fromMinor(row.payoutMinor, row.currency),
  };
}
