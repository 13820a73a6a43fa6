// /api/v1/organizations: an organization's owner freezing its conversions from a mailed link.
import { conversionsFreezeSchema } from "@/lib/schemas/conversions";
import { freezeConversionsSchema } from "@/lib/validations/conversions-freeze";
import { defineRoute } from "./define";

export const organizationsRoutes = {
  freeze: defineRoute({
    method: "POST",
    path: "/api/v1/organizations/freeze",
    tag: "Conversions",
    summary: "Freeze your organization's conversions from the link of a payout-details mail",
    description:
      'Every change of payout details is mailed to the organization with this link ("Not you?"). Its code works once, for 7 days: no conversion of the organization can then be requested or approved until an admin unfreezes them (DELETE /admin/users/{id}/conversions-freeze). The link opens a page that asks before it freezes, so a mail scanner opening links freezes nothing. A used, unknown or expired code is 400 (invalid_action_code, expired_action_code).',
    permission: "conversions.freeze",
    body: freezeConversionsSchema.meta({
      description: "The code of the mailed link.",
      examples: [{ code: "q8ZlR2vN0bX4cT7mYp1sKd9wEa3uHf6gJi5oLr2nBc0" }],
    }),
    response: conversionsFreezeSchema,
    errors: ["invalid_action_code", "expired_action_code"],
  }),
};
