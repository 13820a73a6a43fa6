// The booking forms' schemas as the browser checks them: the API's own (lib/validations), with
// the few fields a form types differently (a chosen reason starts empty, an offer is typed as
// text). Loaded when a person first reaches a form, not with the page (lazyZodResolver).
import { z } from "zod";
import { DISPUTE_REASONS } from "@/lib/bookings/booking-types";
import { openDisputeBody, respondDisputeBody } from "@/lib/validations/disputes";
import { positiveWholeAmount } from "@/lib/validations/whole-amount";

export {
  cancelRequestBody,
  declineCancelBody,
  deliverBookingBody,
} from "@/lib/validations/bookings";

export const CHOOSE_REASON = "Choose what is wrong.";
const OFFER_NOT_WHOLE = "An offer is a whole number of coins, at least 1.";

/** Report a problem: the reason starts unchosen. */
export const reportProblemForm = openDisputeBody.extend({
  reason: z
    .enum([...DISPUTE_REASONS, ""])
    .pipe(z.enum(DISPUTE_REASONS, { message: CHOOSE_REASON })),
});

/** Respond to a dispute: the offer is typed, and may be left empty (then an admin decides). */
export const respondForm = respondDisputeBody.extend({
  offerCoins: z
    .string()
    .trim()
    .transform((text, context) => {
      if (!text) return undefined;
      const coins = positiveWholeAmount(text);
      if (coins === null) {
        context.addIssue({ code: "custom", message: OFFER_NOT_WHOLE });
        return z.NEVER;
      }
      return coins;
    }),
});
