// The emails to a buyer whose card payment for coins is disputed (a chargeback): when it opens,
// and when the card's issuer decides it. Each says what happened to the coins and what to do.
import "server-only";
import { formatCoins } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";
import type { Currency } from "@/lib/money/currencies";
import { appOrigin } from "@/lib/server/http/app-url";
import { SITE } from "@/lib/site";
import type { MailMessage } from "./outbox";
import { html, mailSafeName } from "./templates";

export interface ChargebackMailDetails {
  to: string;
  name: string;
  /** What the issuer disputes, in minor units of the order's currency. */
  amountMinor: number;
  currency: Currency;
  providerOrderId: string;
}

function message(
  details: ChargebackMailDetails,
  mail: {
    kind: MailMessage["kind"];
    subject: string;
    lines: string[];
    action: { label: string; path: string };
  },
): MailMessage {
  const { kind, subject, lines, action } = mail;
  const url = `${appOrigin()}${action.path}`;
  const all = [`Hi ${mailSafeName(details.name, "there")},`, ...lines];
  return {
    to: details.to,
    kind,
    subject: `${SITE.name}: ${subject}`,
    text: `${all.join("\n\n")}\n\n${action.label}: ${url}\n`,
    html: html(subject, all, { label: action.label, url }),
  };
}

const disputed = (details: ChargebackMailDetails) =>
  `${formatMinor(details.amountMinor, details.currency)} of your coin purchase (order ${details.providerOrderId})`;

export function chargebackOpenedEmail(
  details: ChargebackMailDetails & { heldCoins: number },
): MailMessage {
  const held =
    details.heldCoins > 0
      ? `We have set aside ${formatCoins(details.heldCoins)} of that purchase still in your wallet: they cannot be spent until the bank decides.`
      : "None of that purchase's coins are left in your wallet, so nothing was set aside.";
  return message(details, {
    kind: "chargeback_opened",
    subject: "a card payment is disputed",
    lines: [
      `Your card's bank has opened a dispute (chargeback) of ${disputed(details)}.`,
      held,
      `If you did not mean to dispute it, please ask your bank to withdraw the dispute, or write to ${SITE.supportEmail}.`,
    ],
    action: { label: "Open your wallet", path: "/wallet" },
  });
}

export function chargebackWonEmail(
  details: ChargebackMailDetails & { releasedCoins: number },
): MailMessage {
  return message(details, {
    kind: "chargeback_won",
    subject: "the card dispute was closed",
    lines: [
      `The bank closed the dispute of ${disputed(details)} in favour of the payment.`,
      details.releasedCoins > 0
        ? `The ${formatCoins(details.releasedCoins)} set aside are back in your wallet.`
        : "Nothing had been set aside, so your wallet is unchanged.",
    ],
    action: { label: "Open your wallet", path: "/wallet" },
  });
}

export function chargebackLostEmail(
  details: ChargebackMailDetails & { recoveredCoins: number; debtCoins: number },
): MailMessage {
  const lines = [
    `The bank decided the dispute of ${disputed(details)} for the card holder, and the money went back to the card.`,
    `So the coins it bought were taken back: ${formatCoins(details.recoveredCoins)} from your wallet.`,
  ];
  if (details.debtCoins > 0) {
    lines.push(
      `Your wallet owes the other ${formatCoins(details.debtCoins)}, which had already been spent. Your next coin purchase repays it first, and you can book services again once it is repaid.`,
    );
  }
  return message(details, {
    kind: "chargeback_lost",
    subject: "a card dispute was decided",
    lines,
    action: {
      label: details.debtCoins > 0 ? "Add coins" : "Open your wallet",
      path: details.debtCoins > 0 ? "/wallet/add" : "/wallet",
    },
  });
}

export function debtRepaidEmail(input: {
  to: string;
  name: string;
  repaidCoins: number;
  /** What the wallet still owes after this repayment. */
  stillOwed: number;
}): MailMessage {
  const lines = [
    `Hi ${mailSafeName(input.name, "there")},`,
    `${formatCoins(input.repaidCoins)} of your new coin purchase repaid what your wallet owed after a card dispute.`,
    input.stillOwed > 0
      ? `Your wallet still owes ${formatCoins(input.stillOwed)}. Add coins to repay it; you can book services again once it is repaid.`
      : "Your wallet owes nothing now, and you can book services again.",
  ];
  const path = input.stillOwed > 0 ? "/wallet/add" : "/wallet";
  const url = `${appOrigin()}${path}`;
  const label = input.stillOwed > 0 ? "Add coins" : "Open your wallet";
  return {
    to: input.to,
    kind: "wallet_debt_repaid",
    subject: `${SITE.name}: your wallet's debt was repaid`,
    text: `${lines.join("\n\n")}\n\n${label}: ${url}\n`,
    html: html("Your wallet's debt was repaid", lines, { label, url }),
  };
}
