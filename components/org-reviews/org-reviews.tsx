"use client";

import { MessageSquareReply, Star } from "lucide-react";
import { useDialogButton } from "@/components/bookings/forms/booking-dialog";
import { PagedList, RowsSkeleton } from "@/components/data/paged-list";
import { ListHeading } from "@/components/data/refresh-button";
import { Button } from "@/components/ui/button";
import { orgReviewsList } from "@/lib/api/endpoints/org-reviews";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import type { OrgReview } from "@/lib/schemas/org-reviews";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { cn } from "@/lib/utils";
import { LazyReplyDialog } from "./lazy-reply-dialog";
import { ReviewBody, ReviewHeading } from "./review-text";

const REVIEWS_PATH = "/api/v1/org/reviews";

interface OrgReviewsProps {
  /** The newest public reviews, rendered by the server. */
  initial: Page<OrgReview>;
  organizationName: string;
  dateStyle: DateStyle;
  className?: string;
}

/** The public reviews of the organization's services, newest first, each with its one reply. */
export function OrgReviews({ initial, organizationName, dateStyle, className }: OrgReviewsProps) {
  const list = useCursorList(orgReviewsList, REVIEWS_PATH, {
    initial: { path: REVIEWS_PATH, page: initial },
  });
  return (
    <section aria-labelledby="org-reviews-title" className={cn("space-y-4", className)}>
      <ListHeading id="org-reviews-title" title="Reviews" list={list}>
        What customers said of your services once delivered, newest first. You may post one public
        reply to each: it shows under the review in the catalogue.
      </ListHeading>
      <PagedList
        list={list}
        skeleton={
          <RowsSkeleton label="Loading reviews" count={2} rowShape="xl" rowClassName="h-28" />
        }
        errorTitle="Your reviews could not be loaded"
        empty={{
          icon: Star,
          title: "No reviews yet",
          description: "Reviews of your services show here once their bookings are delivered.",
        }}
      >
        {(reviews) => (
          <ul className="space-y-3" data-testid="org-reviews">
            {reviews.map((review) => (
              <ReviewRow
                key={review.id}
                review={review}
                organizationName={organizationName}
                dateStyle={dateStyle}
                onReplied={list.replaceItem}
                onStale={() => void list.reload()}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function ReviewRow({
  review,
  organizationName,
  dateStyle,
  onReplied,
  onStale,
}: {
  review: OrgReview;
  organizationName: string;
  dateStyle: DateStyle;
  onReplied: (review: OrgReview) => void;
  onStale: () => void;
}) {
  const rowId = `org-review-${review.id}`;
  const opener = useDialogButton(rowId);
  return (
    <li
      id={rowId}
      tabIndex={-1}
      data-testid="org-review"
      className="rounded-xl border p-4 text-sm focus-visible:outline-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <ReviewHeading review={review} dateStyle={dateStyle} />
        </div>
        {review.reply === null
          ? opener.opener(
              LazyReplyDialog,
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Reply to ${review.authorName}'s review of ${review.serviceTitle}`}
              >
                <MessageSquareReply aria-hidden="true" />
                Reply
              </Button>,
            )
          : null}
      </div>
      <ReviewBody review={review} organizationName={organizationName} />
      <LazyReplyDialog
        open={opener.open}
        booking={review}
        onClose={opener.close}
        onCloseAutoFocus={opener.onCloseAutoFocus}
        onDone={onReplied}
        onStale={onStale}
      />
    </li>
  );
}
