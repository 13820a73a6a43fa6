// The JSON way to verify an email address: the token of the emailed link, as its `token` query.
import { z } from "zod";

export const VERIFY_TOKEN_REQUIRED = "The verification token is required.";

export const verifyEmailBodySchema = z.object({
  token: z
    .string(VERIFY_TOKEN_REQUIRED)
    .min(1, VERIFY_TOKEN_REQUIRED)
    .max(200, "This verification link is invalid.")
    .meta({ description: "The `token` of the verification email's link." }),
});
