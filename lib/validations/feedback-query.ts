// Query parameters of /feedback (SPEC.md route table: service), plus the ids the payment page
// adds after a booking: which service is reviewed and for which booking.
import { z } from "zod";
import { firstValue } from "@/lib/auth/page-params";

/** Ids are opaque to the page; the server decides whether they name anything. */
const optionalId = z.preprocess(
  firstValue,
  z.string().trim().min(1).max(64).optional().catch(undefined),
);

export const feedbackQuerySchema = z.object({
  service: z.preprocess(firstValue, z.string().trim().min(1).max(200).catch("Service")),
  serviceId: optionalId,
  bookingId: optionalId,
});

export type FeedbackQuery = z.infer<typeof feedbackQuerySchema>;

export function parseFeedbackQuery(
  searchParams: Record<string, string | string[] | undefined>,
): FeedbackQuery {
  return feedbackQuerySchema.parse(searchParams);
}

export interface FeedbackLinkInput {
  service: string;
  serviceId?: string | null;
  bookingId?: string | null;
}

/** `/feedback?service=...&serviceId=...&bookingId=...`, skipping empty values (SPEC.md section 5). */
export function feedbackHref({ service, serviceId, bookingId }: FeedbackLinkInput): string {
  const params: [string, string | null | undefined][] = [
    ["service", service],
    ["serviceId", serviceId],
    ["bookingId", bookingId],
  ];
  const query = params
    .filter((entry): entry is [string, string] => entry[1] != null && entry[1] !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  return query ? `/feedback?${query}` : "/feedback";
}
