// The link to /feedback for one service and booking (lib/validations/feedback-query.ts reads it
// back). Apart from the query's zod schema: My Bookings and the checkout build this link in the
// browser.
import type { FeedbackQuery } from "./feedback-query";

export interface FeedbackLinkInput {
  service: string;
  serviceId?: string | null;
  bookingId?: string | null;
  from?: FeedbackQuery["from"];
}

/** `/feedback?service=...&serviceId=...&bookingId=...&from=...`, skipping empty values (docs/spec.md section 5). */
export function feedbackHref({ service, serviceId, bookingId, from }: FeedbackLinkInput): string {
  const params: [string, string | null | undefined][] = [
    ["service", service],
    ["serviceId", serviceId],
    ["bookingId", bookingId],
    ["from", from],
  ];
  const query = params
    .filter((entry): entry is [string, string] => entry[1] != null && entry[1] !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  return query ? `/feedback?${query}` : "/feedback";
}
