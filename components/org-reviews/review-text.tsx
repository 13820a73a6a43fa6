import { Star } from "lucide-react";
import { formatDate, type DateStyle } from "@/lib/format/date-time";
import type { OrgReview } from "@/lib/schemas/org-reviews";
import { cn } from "@/lib/utils";
import { ReviewReply } from "@/modules/catalog/components/review-reply";

// One review as both lists of an organization's reviews show it: the organization's own (with its
// Reply button) and its public page's.

/** The reviewed service, then who rated it, how and when. */
export function ReviewHeading({
  review,
  dateStyle,
  bylineClassName,
}: {
  review: OrgReview;
  dateStyle: DateStyle;
  bylineClassName?: string;
}) {
  return (
    <>
      <p className="font-medium break-words">{review.serviceTitle}</p>
      <p className={cn(bylineClassName, "text-muted-foreground")}>
        <span className="break-words">{review.authorName}</span>
        <span aria-hidden="true"> · </span>
        <Star aria-hidden="true" className="inline size-3.5 fill-coin align-[-2px] text-coin" />
        <span className="sr-only">Rated </span> {review.rating}
        <span className="sr-only"> out of 5</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, dateStyle)}</time>
      </p>
    </>
  );
}

/** The review's comment, if it has one, and the organization's reply under it, if any. */
export function ReviewBody({
  review,
  organizationName,
}: {
  review: OrgReview;
  organizationName: string;
}) {
  return (
    <>
      {review.comment ? (
        <p className="mt-2 break-words whitespace-pre-line">{review.comment}</p>
      ) : null}
      {review.reply ? (
        <ReviewReply
          organizationName={organizationName}
          reply={review.reply}
          repliedAt={review.repliedAt}
        />
      ) : null}
    </>
  );
}
