// The freeze link's code, as its page sends it (POST /api/v1/organizations/freeze).
import { z } from "zod";
import { FREEZE_LINK_MESSAGES } from "@/lib/conversions/freeze-link-messages";

export const freezeConversionsSchema = z.object({
  code: z
    .string(FREEZE_LINK_MESSAGES.invalid)
    .min(1, FREEZE_LINK_MESSAGES.invalid)
    .max(200, FREEZE_LINK_MESSAGES.invalid)
    .meta({ description: "The `code` of the link in the mail about a change of payout details." }),
});
