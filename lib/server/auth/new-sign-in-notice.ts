// The mail an account's owner gets when the password signs in from a browser and an address the
// account has not used: if it was not the owner, someone has the password, and the owner hears
// of it at once, with the way to change it and to sign that device out.
import "server-only";
import { isIP } from "node:net";
import { db } from "@/lib/server/db/client";
import { appOrigin } from "@/lib/server/http/app-url";
import { dispatchMail, enqueueMail } from "@/lib/server/mail/outbox";
import { newSignInEmail } from "@/lib/server/mail/security-emails";
import { accountAtAddress, hit } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import { deviceName } from "./device-name";
import type { Familiarity } from "./sign-in-sources";

export interface NewSignIn {
  account: { id: string; email: string; name: string };
  /** How the account knew the requester before this sign-in (sign-in-sources.ts's recognise). */
  familiarity: Familiarity;
  address: string;
  userAgent: string | null;
  kind: "browser" | "api_token";
}

/**
 * Mails the owner about a password sign-in from an unknown browser and address. Called after the
 * password was checked and before the sign-in's source is remembered. Not for an account that has
 * no sign-in source yet: its first sign-in is the owner's. At most one mail an hour per address
 * (a secret cap: the sign-in's answer is the same either way).
 */
export async function noticeNewSignIn(signIn: NewSignIn): Promise<void> {
  if (signIn.familiarity) return;
  const { account, address } = signIn;
  const before = await db().signInSource.findFirst({
    where: { userId: account.id },
    select: { userId: true },
  });
  if (!before) return;
  const { limited } = await hit(
    RULES.newSignInNoticesPerAddress,
    accountAtAddress(account.id, address),
  );
  if (limited) return;
  const origin = appOrigin();
  const message = newSignInEmail({
    to: account.email,
    name: account.name,
    details: {
      at: new Date(),
      device: deviceName(signIn.userAgent, signIn.kind),
      // Only an address as the edge resolves one goes in a mail, never other text.
      address: isIP(address) ? address : null,
    },
    links: { forgotPassword: `${origin}/forgot-password`, settings: `${origin}/settings` },
  });
  const queued = await enqueueMail(db(), message);
  await dispatchMail([queued]);
}
