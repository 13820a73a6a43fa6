// Which coin balance the header shows an account: a user's wallet, an organization's earnings.
// None until the email is verified: the balance APIs refuse unverified accounts (403), so a chip
// would read "0 coins" whatever the account holds, and re-reading it would only collect 403s.
import type { SessionUser } from "./session-user";
import { isAllowed } from "./permissions";

export type HeaderBalance = "wallet" | "earnings";

export function showsBalance(
  user: Pick<SessionUser, "role" | "emailVerified">,
  kind: HeaderBalance,
): boolean {
  return user.emailVerified && isAllowed(user.role, `${kind}.read`);
}
