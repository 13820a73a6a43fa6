// What POST /api/v1/auth/login answers: two contracts told apart by `credential`, so a generated
// client that asked for a token (issueToken: true) narrows to one whose `token` is a string.
import { z } from "zod";
import { accountSchema, isoDateTime } from "./common";

const secondFactorRequired = z.boolean().meta({
  description:
    "true when the account has a second factor: the credential then works only for POST /api/v1/auth/second-factor/verify (and signing out) for 10 minutes, and that call makes it whole.",
});

const tokenLoginSchema = z
  .object({
    credential: z.literal("token"),
    user: accountSchema,
    secondFactorRequired,
    token: z.string().meta({ description: "Send it as `Authorization: Bearer <token>`." }),
    expiresAt: isoDateTime.meta({
      description: "When the token stops working: 30 days, or 10 minutes until its second step.",
    }),
  })
  .meta({ id: "TokenLogin", description: "Signed in with issueToken: true: a Bearer token." });

const cookieLoginSchema = z
  .object({ credential: z.literal("cookie"), user: accountSchema, secondFactorRequired })
  .meta({ id: "CookieLogin", description: "Signed in for a browser: the session cookie is set." });

export const loginAnswerSchema = z
  .discriminatedUnion("credential", [tokenLoginSchema, cookieLoginSchema])
  .meta({
    discriminator: {
      propertyName: "credential",
      mapping: {
        token: "#/components/schemas/TokenLogin",
        cookie: "#/components/schemas/CookieLogin",
      },
    },
  });
