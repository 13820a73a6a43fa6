// What the app knows about the signed-in account: sent to the browser, so nothing secret.
import { canEnter, type AreaPermission } from "./areas";
import type { Role } from "./roles";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  isActive: boolean;
  image: string | null;
  /** ISO date. */
  createdAt: string;
  /** Org accounts: their organization profile (null while it is being set up). */
  organization: { id: string; name: string } | null;
  /** User accounts: coins in the wallet. */
  walletBalance: number;
  /** Whether the account has a second factor (an authenticator app or a passkey). */
  secondFactor: boolean;
}

/** docs/spec.md route guard order, decided on the server for every protected page. */
export type PageAccess =
  | { state: "signed-out" }
  | { state: "unverified"; user: SessionUser }
  | { state: "setting-up"; user: SessionUser }
  | { state: "denied"; user: SessionUser }
  | { state: "granted"; user: SessionUser };

export function decideAccess(user: SessionUser | null, area: AreaPermission): PageAccess {
  if (!user) return { state: "signed-out" };
  if (!user.emailVerified) return { state: "unverified", user };
  if (user.role === "org" && !user.organization) return { state: "setting-up", user };
  if (!canEnter(user.role, area)) return { state: "denied", user };
  return { state: "granted", user };
}
