// Accounts seen by others: an admin managing users, anyone reading an account they may see.
import { accountSchema } from "@/lib/schemas/common";
import { roleChangeSchema } from "@/lib/validations/auth";
import { suspendUserSchema } from "@/lib/validations/admin-users";
import { idParams } from "@/lib/validations/common";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";

export const userRoutes = {
  user: defineRoute({
    method: "GET",
    path: "/api/v1/users/{id}",
    tag: "Accounts",
    summary: "An account: your own, or any for an admin",
    permission: "users.read",
    params: idParams,
    response: accountSchema,
    errors: ["not_found"],
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
};
