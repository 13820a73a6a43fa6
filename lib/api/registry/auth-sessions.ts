// /api/v1/auth/sessions: the account's signed-in browsers and API tokens: where, when and which
// device, each revocable.
import { noData } from "@/lib/schemas/common";
import { signedInDevicesSchema } from "@/lib/schemas/sessions";
import { idParams } from "@/lib/validations/common";
import { defineRoute } from "./define";

export const sessionsRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/auth/sessions",
    tag: "Accounts",
    summary: "The account's signed-in browsers and API tokens",
    description:
      "Every browser session and unexpired, unrevoked API token of the account, newest first, the one this request used marked `current`.",
    permission: "account.sessions",
    allowUnverified: true,
    secondStep: "enrolment",
    response: signedInDevicesSchema,
  }),
  revoke: defineRoute({
    method: "DELETE",
    path: "/api/v1/auth/sessions/{id}",
    tag: "Accounts",
    summary: "Sign out a browser or revoke an API token",
    description:
      "Ends the session or token at once (its next request is signed out). Revoking the current one is signing out.",
    permission: "account.sessions",
    allowUnverified: true,
    secondStep: "enrolment",
    params: idParams,
    response: noData,
    errors: ["not_found"],
  }),
};
