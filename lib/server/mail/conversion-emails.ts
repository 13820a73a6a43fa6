// The email to an organization when an admin processes its conversion request.
import "server-only";
import { formatCoins } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import type { Currency } from "@/lib/money/currencies";
import { SITE } from "@/lib/site";
import type { MailMessage } from "./outbox";
import { html } from "./templates";

export function conversionProcessedEmail(input: {
  to: string;
  decision: "approved" | "rejected";
  amount: number;
  currency: Currency;
  /** The payout in minor units, as quoted; and the fee kept of `amount`. */
  payoutMinor: number;
  feeCoins: number;
  payoutMasked: string | null;
  reason: string | null;
  origin: string;
}): MailMessage {
  const money = formatMoney(input.payoutMinor / 100, input.currency);
  const coins = formatCoins(input.amount);
  const approved = input.decision === "approved";
  const fee =
    input.feeCoins > 0 ? ` (after a conversion fee of ${formatCoins(input.feeCoins)})` : "";
  const lines = approved
    ? [
        `Your request to convert ${coins} was approved: ${money}${fee} is on its way${input.payoutMasked ? ` to ${input.payoutMasked}` : ""}.`,
      ]
    : [
        `Your request to convert ${coins} (${money}) was rejected, and the coins are back in your available balance.`,
        `Reason: ${(input.reason ?? "").replace(/\s+/g, " ").slice(0, 500)}`,
      ];
  const url = `${input.origin}/org/convert`;
  return {
    to: input.to,
    kind: `conversion_${input.decision}`,
    subject: `${SITE.name}: conversion of ${coins} ${input.decision}`,
    text: `${lines.join("\n\n")}\n\nConvert Coins: ${url}\n`,
    html: html(approved ? "Conversion approved" : "Conversion rejected", lines, {
      label: "Open Convert Coins",
      url,
    }),
  };
}
