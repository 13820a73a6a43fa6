// The mail an account's owner gets when someone signs up with the account's email: the sign-up
// is answered as if it made an account (so it does not tell who has one), and the owner learns
// of it here, with the way in if it was them.
import "server-only";
import { SITE } from "@/lib/site";
import type { MailMessage } from "./outbox";
import { actionMail, mailSafeName } from "./templates";

export interface ExistingAccountLinks {
  signIn: string;
  forgotPassword: string;
}

export function existingAccountEmail(
  to: string,
  name: string,
  links: ExistingAccountLinks,
): MailMessage {
  return actionMail({
    to,
    kind: "signup_existing_account",
    subject: `Someone tried to sign up with your ${SITE.name} email`,
    lines: [
      `Hi ${mailSafeName(name, "there")},`,
      `Someone just tried to create a new ${SITE.name} account with ${to}. This address already has an account, so no new one was made and nothing about your account changed.`,
      `If it was you, sign in instead. Forgot your password? Set a new one here: ${links.forgotPassword}`,
      "If it was not you, you can ignore this email: nobody can use your account without your password.",
    ],
    action: { label: "Sign in", url: links.signIn },
  });
}
