// Mails about an account's security: sent whatever the owner's mail preferences, since each says
// that something changed that the owner may not have done.
import "server-only";
import { SITE } from "@/lib/site";
import type { MailMessage } from "./outbox";
import { actionMail, mailSafeName } from "./templates";

/** An admin removed the account's second factors (the owner lost them, or asked support). */
export function secondFactorResetEmail(
  to: string,
  name: string,
  links: { security: string },
): MailMessage {
  return actionMail(
    to,
    "second_factor_reset",
    `Your ${SITE.name} two-step verification was reset`,
    [
      `Hi ${mailSafeName(name, "there")},`,
      `A ${SITE.name} admin removed the authenticator app, passkeys and recovery codes of your account. Your password still works; set up a second factor again on your security page.`,
      `If you did not ask for this, reply to this email or write to ${SITE.supportEmail} at once.`,
    ],
    { label: "Set up two-step verification", url: links.security },
  );
}
