// Mails about an account's security: sent whatever the owner's mail preferences, since each says
// that something changed that the owner may not have done.
import "server-only";
import type { Currency } from "@/lib/money/currencies";
import { SITE } from "@/lib/site";
import { mailDateTime } from "./mail-date";
import type { MailMessage } from "./outbox";
import { actionMail, mailSafeName } from "./templates";

/** An admin removed the account's second factors (the owner lost them, or asked support). */
export function secondFactorResetEmail(
  to: string,
  name: string,
  links: { security: string },
): MailMessage {
  return actionMail({
    to,
    kind: "second_factor_reset",
    subject: `Your ${SITE.name} two-step verification was reset`,
    lines: [
      `Hi ${mailSafeName(name, "there")},`,
      `A ${SITE.name} admin removed the authenticator app, passkeys and recovery codes of your account. Your password still works; set up a second factor again on your security page.`,
      `If you did not ask for this, reply to this email or write to ${SITE.supportEmail} at once.`,
    ],
    action: { label: "Set up two-step verification", url: links.security },
  });
}

export interface NewSignInDetails {
  at: Date;
  /** The device's name from its User-Agent ("Chrome on macOS"), never the header itself. */
  device: string;
  /** The client address, or null when it could not be read. */
  address: string | null;
}

/**
 * Someone signed in with the password from a browser and an address the account had not used:
 * the owner, or someone who has the password. Links: the forgot-password page (to change it) and
 * /settings (to see and sign out the devices).
 */
export function newSignInEmail(mail: {
  to: string;
  name: string;
  details: NewSignInDetails;
  links: { forgotPassword: string; settings: string };
}): MailMessage {
  const { to, name, details, links } = mail;
  return actionMail({
    to,
    kind: "new_sign_in",
    subject: `New sign-in to your ${SITE.name} account`,
    lines: [
      `Hi ${mailSafeName(name, "there")},`,
      `Your ${SITE.name} account was just signed in to with its password from a device and an address it had not been used from before.`,
      `When: ${mailDateTime(details.at)}`,
      `Device: ${details.device}`,
      `Address: ${details.address ?? "an address that could not be read"}`,
      `If this was you, there is nothing to do. To see the browsers and API tokens signed in to your account and sign any of them out, open ${links.settings}`,
    ],
    action: { label: "Not you? Change your password", url: links.forgotPassword },
  });
}

/**
 * The organization's payout destination for a currency was added or changed: where it now pays,
 * when, and a link that freezes the organization's conversions if it was not them.
 */
export function payoutDetailsChangedEmail(
  to: string,
  change: {
    currency: Currency;
    masked: string;
    holderName: string;
    changedAt: Date;
    /** Until when conversions to it wait (payout-hold.ts); null when they do not. */
    holdUntil: Date | null;
  },
  links: { freeze: string },
): MailMessage {
  const { currency } = change;
  return actionMail({
    to,
    kind: "payout_details_changed",
    subject: `Your payout details for ${currency} changed`,
    lines: [
      `Your payout details for ${currency} changed. Not you? Freeze your organization's conversions with the link below: no conversion can then be requested or approved until ${SITE.name} support unfreezes them.`,
      `New destination: ${change.masked}\nAccount holder: ${mailSafeName(change.holderName, "not given")}\nChanged: ${mailDateTime(change.changedAt, currency)}`,
      change.holdUntil
        ? `If you made this change, there is nothing to do. Conversions to the new destination cannot be approved before ${mailDateTime(change.holdUntil, currency)}.`
        : "If you made this change, there is nothing to do.",
      "The link works once and expires in 7 days.",
    ],
    action: { label: "Freeze conversions", url: links.freeze },
  });
}
