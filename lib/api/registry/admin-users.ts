// /api/v1/admin/users: the admin's reading of accounts (docs/features.md): the searchable list,
// its CSV export, one account's whole picture, "sign out everywhere", suspension, roles and
// lifting a conversions freeze.
import {
  adminUserDetailSchema,
  adminUserPageSchema,
  organizationVerificationSchema,
  revokedSessionsSchema,
} from "@/lib/schemas/admin-users";
import { accountSchema } from "@/lib/schemas/common";
import { conversionsFreezeSchema } from "@/lib/schemas/conversions";
import { secondFactorResetSchema } from "@/lib/schemas/second-factor";
import { USER_EXPORT_HEADER } from "@/lib/server/admin/list-users";
import {
  adminUserFilters,
  adminUserQuery,
  organizationVerificationInput,
  suspendUserSchema,
} from "@/lib/validations/admin-users";
import { roleChangeSchema } from "@/lib/validations/auth";
import { idParams } from "@/lib/validations/common";
import { csvExport } from "./csv-export";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";

export const adminUsersRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/admin/users",
    tag: "Admin",
    summary: "Accounts, newest first",
    description:
      "`search` matches names and emails (up to 100 characters; `%` and `_` match themselves), `role` is all, user, org or admin, `status` all, active or suspended. Pages by `cursor` (the `nextCursor` of the page before), `limit` 1 to 100 (20 unless asked). Users carry their wallet balance, organizations the services they offer.",
    permission: "admin.users",
    query: adminUserQuery,
    response: adminUserPageSchema,
  }),
  export: defineRoute({
    method: "GET",
    path: "/api/v1/admin/users/export",
    tag: "Admin",
    summary: "Accounts as CSV (same filters, up to 100,000 rows)",
    permission: "admin.users",
    query: adminUserFilters,
    response: adminUserPageSchema,
    rawResponse: csvExport("One row an account, newest first.", USER_EXPORT_HEADER, [
      "cm3x7k2p90001qz8h4t6v2b1d",
      "Ada Lovelace",
      "ada@example.com",
      "user",
      "active",
      "2026-11-20T09:30:00.000Z",
      1500,
      "",
    ]),
  }),
  detail: defineRoute({
    method: "GET",
    path: "/api/v1/admin/users/{id}",
    tag: "Admin",
    summary: "One account: profile, wallet, bookings, payments, sign-ins and audit trail",
    description: "Each list holds its newest 50 rows. Sign-ins never carry their secret.",
    permission: "admin.users",
    params: idParams,
    response: adminUserDetailSchema,
    errors: ["not_found"],
  }),
  revokeSessions: defineRoute({
    method: "POST",
    path: "/api/v1/admin/users/{id}/sessions/revoke",
    tag: "Admin",
    summary: "Sign an account out everywhere",
    description:
      "Every browser session and API token of the account ends now, including one a sign-in racing this call creates. Audited.",
    permission: "admin.sessions",
    params: idParams,
    response: revokedSessionsSchema,
    errors: ["not_found"],
  }),
  resetSecondFactor: defineRoute({
    method: "DELETE",
    path: "/api/v1/admin/users/{id}/second-factor",
    tag: "Admin",
    summary: "Reset another account's second factor",
    description:
      "For a person who lost every factor and recovery code: removes the account's authenticator app, passkeys and recovery codes, audited, and mails the owner. Nobody resets their own (403).",
    permission: "users.resetSecondFactor",
    freshProof: true,
    params: idParams,
    response: secondFactorResetSchema,
    errors: ["not_found"],
  }),
  verification: defineRoute({
    method: "PUT",
    path: "/api/v1/admin/users/{id}/verification",
    tag: "Admin",
    summary: "Verify an organization, or withdraw its verification, with a note",
    description:
      "`verified` true verifies the account's organization, false withdraws it; `note` (3 to 500 characters) says what was checked or why, and is kept in the audit log with the change. Only a verified organization can convert coins to money, and customers see a 'Not verified yet' marker beside an unverified one. 409 when the organization is already in that state or the account has none.",
    permission: "organizations.verify",
    freshProof: true,
    params: idParams,
    body: organizationVerificationInput.meta({
      description: "Verified or not, and a note for the audit log.",
      examples: [{ verified: true, note: "Registration documents checked." }],
    }),
    response: organizationVerificationSchema,
    errors: ["not_found", "conflict"],
  }),
  suspend: defineRoute({
    method: "POST",
    path: "/api/v1/admin/users/{id}/suspend",
    tag: "Admin",
    summary: "Suspend an account, with a reason",
    description:
      "`reason` (3 to 500 characters) is kept with the account, written to the audit log and shown at the account's next sign-in attempt. Its sessions and tokens end now; an organization's services leave the catalogue and its active bookings are refunded. The last active admin cannot be suspended, nor can admins suspend themselves (409).",
    permission: "users.suspend",
    freshProof: true,
    idempotency: oncePer("account", "409 conflict ('This account is already suspended.')"),
    params: idParams,
    body: suspendUserSchema.meta({
      description: "Why, kept in the audit log.",
      examples: [{ reason: "Repeated chargebacks on top-ups." }],
    }),
    response: accountSchema,
    errors: ["not_found", "conflict"],
  }),
  reactivate: defineRoute({
    method: "POST",
    path: "/api/v1/admin/users/{id}/reactivate",
    tag: "Admin",
    summary: "Lift a suspension",
    permission: "users.suspend",
    freshProof: true,
    params: idParams,
    response: accountSchema,
    errors: ["not_found", "conflict"],
  }),
  changeRole: defineRoute({
    method: "PUT",
    path: "/api/v1/admin/users/{id}/role",
    tag: "Admin",
    summary: "Make an account a user, an organization or an admin",
    description:
      "The last active admin cannot be given another role, nor can admins change their own (409).",
    permission: "users.changeRole",
    freshProof: true,
    params: idParams,
    body: roleChangeSchema.meta({
      description: "The new role.",
      examples: [{ role: "org" }],
    }),
    response: accountSchema,
    errors: ["not_found", "conflict"],
  }),
  unfreeze: defineRoute({
    method: "DELETE",
    path: "/api/v1/admin/users/{id}/conversions-freeze",
    tag: "Admin",
    summary: "Unfreeze the conversions of the account's organization",
    description:
      "Lifts the freeze its owner set from a payout-details mail, audited: requests and approvals of its conversions are open again. 409 when they are not frozen or the account has no organization.",
    permission: "organizations.verify",
    freshProof: true,
    params: idParams,
    response: conversionsFreezeSchema,
    errors: ["not_found", "conflict"],
  }),
};
