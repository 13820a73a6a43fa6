// The emails to an organization about its conversion request: an admin's decision (an approval
// starts the payout, which is processing until it is confirmed), then the payout's outcome: paid,
// with the transfer's date and reference, or failed, with why and the coins back in its earnings.
import "server-only";
import { COINS_BACK } from "@/lib/conversions/messages";
import { formatCoins } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";
import type { Currency } from "@/lib/money/currencies";
import { appOrigin } from "@/lib/server/http/app-url";
import { SITE } from "@/lib/site";
import type { MailMessage } from "./outbox";
import { mailDay } from "./mail-date";
import { html } from "./templates";

interface ConversionFacts {
  to: string;
  amount: number;
  currency: Currency;
  /** The payout in minor units, as quoted; and the fee kept of `amount`. */
  payoutMinor: number;
  feeCoins: number;
  payoutMasked: string | null;
}

/** One line of text: a reason as the organization reads it, whatever whitespace it came with. */
const oneLine = (text: string | null) => (text ?? "").replace(/\s+/g, " ").slice(0, 500);

function message(
  input: ConversionFacts,
  mail: { kind: MailMessage["kind"]; subject: string; heading: string; lines: string[] },
): MailMessage {
  const { kind, subject, heading, lines } = mail;
  const url = `${appOrigin()}/org/convert`;
  return {
    to: input.to,
    kind,
    subject: `${SITE.name}: ${subject}`,
    text: `${lines.join("\n\n")}\n\nConvert Coins: ${url}\n`,
    html: html(heading, lines, { label: "Open Convert Coins", url }),
  };
}

export function conversionProcessedEmail(
  input: ConversionFacts & { decision: "approved" | "rejected"; reason: string | null },
): MailMessage {
  const money = formatMinor(input.payoutMinor, input.currency);
  const coins = formatCoins(input.amount);
  const approved = input.decision === "approved";
  const fee =
    input.feeCoins > 0 ? ` (after a conversion fee of ${formatCoins(input.feeCoins)})` : "";
  // Approved is not paid: the payout is processing until the transfer is confirmed.
  const lines = approved
    ? [
        `Your request to convert ${coins} was approved. Its payout of ${money}${fee}${input.payoutMasked ? ` to ${input.payoutMasked}` : ""} is processing.`,
        "We will email you when it has been paid, with the transfer's reference.",
      ]
    : [
        `Your request to convert ${coins} (${money}) was rejected, and the coins are back in your available balance.`,
        `Reason: ${oneLine(input.reason)}`,
      ];
  return message(input, {
    kind: `conversion_${input.decision}`,
    subject: `conversion of ${coins} ${input.decision}`,
    heading: approved ? "Conversion approved" : "Conversion rejected",
    lines,
  });
}

/** The payout's outcome: paid on a date with its reference, or failed and the coins back. */
export function conversionPayoutEmail(
  input: ConversionFacts &
    ({ outcome: "paid"; paidAt: Date; reference: string } | { outcome: "failed"; reason: string }),
): MailMessage {
  const money = formatMinor(input.payoutMinor, input.currency);
  const coins = formatCoins(input.amount);
  const to = input.payoutMasked ? ` to ${input.payoutMasked}` : "";
  if (input.outcome === "paid") {
    return message(input, {
      kind: "conversion_paid",
      subject: `${money} paid for ${coins}`,
      heading: "Payout sent",
      lines: [
        `The payout of ${money} for your conversion of ${coins} was sent${to}.`,
        `Paid on ${mailDay(input.paidAt, input.currency)} · Ref ${input.reference}`,
      ],
    });
  }
  return message(input, {
    kind: "conversion_payout_failed",
    subject: `payout of ${money} failed`,
    heading: "Payout failed",
    lines: [
      `The payout of ${money} for your conversion of ${coins}${to} failed.`,
      `Reason: ${oneLine(input.reason)}`,
      `${COINS_BACK} You can check your payout details and request the conversion again.`,
    ],
  });
}
