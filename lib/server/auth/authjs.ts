// Auth.js: the Google-type (OpenID Connect) sign-in, with sessions in the database. Password
// sign-in does not go through Auth.js: /api/v1/auth/login writes the same kind of session.
import "server-only";
import NextAuth from "next-auth";
import Google from "next-auth/providers/google";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { requestContext } from "@/lib/server/http/request-context";
import { coinmarketAdapter } from "./authjs-adapter";
import { isGoogleEnabled } from "./google";
import { SESSION_MAX_AGE_SECONDS } from "./session";

declare module "next-auth" {
  interface User {
    /** Set from the provider's email_verified claim for new accounts. */
    providerEmailVerified?: boolean;
  }
}

function googleProvider() {
  return Google({
    clientId: env.AUTH_GOOGLE_ID,
    clientSecret: env.AUTH_GOOGLE_SECRET,
    ...(env.AUTH_GOOGLE_ISSUER ? { issuer: env.AUTH_GOOGLE_ISSUER } : {}),
    // Google verifies addresses, so an existing password account with the same email is the
    // same person: link instead of refusing.
    allowDangerousEmailAccountLinking: true,
    profile(profile) {
      return {
        id: profile.sub,
        name: profile.name,
        email: profile.email,
        image: profile.picture ?? null,
        providerEmailVerified: profile.email_verified === true,
      };
    },
  });
}

// Configuration is built per request (lazily), never at import: `next build` imports this. The
// request says where a Google sign-in's session comes from.
export const { handlers } = NextAuth((request) => ({
  adapter: coinmarketAdapter(request ? requestContext(request) : undefined),
  secret: env.AUTH_SECRET,
  trustHost: true,
  session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS },
  providers: isGoogleEnabled() ? [googleProvider()] : [],
  pages: { signIn: "/login", error: "/login" },
  callbacks: {
    // A suspended account cannot sign in with Google either (Auth.js answers AccessDenied).
    async signIn({ user }) {
      if (!user.email) return false;
      const existing = await db().user.findUnique({
        where: { email: user.email.toLowerCase() },
        select: { isActive: true },
      });
      return existing?.isActive ?? true;
    },
  },
}));
