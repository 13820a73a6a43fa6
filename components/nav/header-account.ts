// What the header draws of the signed-in account: worked out on the server (site-header.tsx), so
// the browser gets these few fields, not the session's record, and no permission table.
import { showsBalance } from "@/lib/auth/balances";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";

export interface HeaderAccount {
  name: string;
  email: string;
  role: Role;
  image: string | null;
  emailVerified: boolean;
  /** The wallet chip and the Add button (a user's). */
  wallet: boolean;
  /** The earnings chip (an organization's). */
  earnings: boolean;
}

export function headerAccount(user: SessionUser): HeaderAccount {
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    image: user.image,
    emailVerified: user.emailVerified,
    wallet: showsBalance(user, "wallet"),
    earnings: showsBalance(user, "earnings"),
  };
}
