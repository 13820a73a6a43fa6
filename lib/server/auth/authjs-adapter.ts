// @auth/prisma-adapter, adjusted to this product: session tokens are stored hashed like every
// other credential; new accounts get the role chosen on /signup (user by default), a name
// (falling back to the email's local part, then 'User'), and an organization profile for orgs,
// named as the organization said on /signup (the person's name if the cookie has none). Its
// sessions keep where they were signed in from, as a password sign-in's do (/settings lists them).
import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { Adapter, AdapterSession, AdapterUser } from "next-auth/adapters";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { SECOND_STEP_MINUTES } from "@/lib/auth/second-factor";
import { hasSecondFactor, SECOND_FACTOR_SELECT } from "./account";
import { googleIntent } from "./google";
import type { IssuedFrom } from "./session";
import { recordSignIn } from "./sign-ins";
import { hashToken } from "./tokens";

function fallbackName(name: string | null | undefined, email: string): string {
  return name?.trim() || email.split("@")[0] || "User";
}

const NOWHERE: IssuedFrom = { address: null, userAgent: null };

/** `from`: the address and User-Agent of the request Auth.js is answering (its callback). */
export function coinmarketAdapter(from: IssuedFrom = NOWHERE): Adapter {
  const base = PrismaAdapter(db());
  const withRawToken = (session: AdapterSession | null | undefined, raw: string) =>
    session ? { ...session, sessionToken: raw } : session;

  return {
    ...base,
    async createUser(data): Promise<AdapterUser> {
      const { role, organizationName } = await googleIntent();
      const email = data.email.trim().toLowerCase();
      const name = fallbackName(data.name, email);
      const user = await db().$transaction(async (tx) => {
        const created = await tx.user.create({
          data: {
            name,
            email,
            image: data.image ?? null,
            // The provider vouches for the address (Google only signs in verified emails).
            emailVerified: data.emailVerified ?? (data.providerEmailVerified ? new Date() : null),
            role,
            ...(role === "org"
              ? { organization: { create: { name: organizationName ?? name } } }
              : {}),
          },
        });
        await recordAudit(tx, {
          actorId: created.id,
          action: "user.signup",
          entityType: "user",
          entityId: created.id,
          after: { role, with: "google" },
        });
        return created;
      });
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        image: user.image,
      };
    },
    // Addresses are stored lower-cased; providers may send any case.
    getUserByEmail: (email) => base.getUserByEmail!(email.trim().toLowerCase()),
    async createSession(session) {
      // Stamped with the account's current credential generation, like a password sign-in; an
      // account with a second factor gets a session awaiting its second step (10 minutes).
      const account = await db().user.findUniqueOrThrow({
        where: { id: session.userId },
        select: {
          credentialVersion: true,
          ...SECOND_FACTOR_SELECT,
        },
      });
      const pending = hasSecondFactor(account);
      const expires = pending
        ? new Date(Date.now() + SECOND_STEP_MINUTES * 60 * 1000)
        : session.expires;
      const created = await base.createSession!({
        ...session,
        expires,
        sessionToken: hashToken(session.sessionToken),
        credentialVersion: account.credentialVersion,
        secondFactorPending: pending,
        address: from.address,
        userAgent: from.userAgent,
      } as typeof session);
      if (!pending) await recordSignIn(session.userId);
      return { ...created, sessionToken: session.sessionToken };
    },
    async getSessionAndUser(sessionToken) {
      const found = await base.getSessionAndUser!(hashToken(sessionToken));
      return found ? { ...found, session: { ...found.session, sessionToken } } : null;
    },
    async updateSession(session) {
      const updated = await base.updateSession!({
        ...session,
        sessionToken: hashToken(session.sessionToken),
      });
      return withRawToken(updated, session.sessionToken);
    },
    async deleteSession(sessionToken) {
      await db().session.deleteMany({ where: { sessionToken: hashToken(sessionToken) } });
    },
  };
}
