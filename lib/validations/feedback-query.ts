// Query parameters of /feedback (docs/spec.md route table: service), plus the ids the payment page
// adds after a booking (which service is reviewed and for which booking) and, when the link
// comes from My Bookings, `from=bookings`: the page then leads back there, not home.
import { z } from "zod";
import { firstValue } from "@/lib/auth/page-params";

/** Ids are opaque to the page; the server decides whether they name anything. */
const optionalId = z.preprocess(
  firstValue,
  z.string().trim().min(1).max(64).optional().catch(undefined),
);

const feedbackQuerySchema = z.object({
  service: z.preprocess(firstValue, z.string().trim().min(1).max(200).catch("Service")),
  serviceId: optionalId,
  bookingId: optionalId,
  /** Where the link was followed from; anything else is ignored (the page leads home). */
  from: z.preprocess(firstValue, z.enum(["bookings"]).optional().catch(undefined)),
});

export type FeedbackQuery = z.infer<typeof feedbackQuerySchema>;

export function parseFeedbackQuery(
  searchParams: Record<string, string | string[] | undefined>,
): FeedbackQuery {
  return feedbackQuerySchema.parse(searchParams);
}

export interface FeedbackReturn {
  href: string;
  /** The back link's words. */
  label: string;
  /** What the thanks screen says while it moves there. */
  going: string;
}

/** Where /feedback leads afterwards (back link, Skip for Now, after the thanks): where it came from. */
export function feedbackReturn(from: FeedbackQuery["from"]): FeedbackReturn {
  return from === "bookings"
    ? {
        href: "/bookings",
        label: "Back to My Bookings",
        going: "Taking you back to your bookings...",
      }
    : { href: "/", label: "Back to home", going: "Taking you home..." };
}
