"use client";

import { Star } from "lucide-react";
import { PagedList, RowsSkeleton } from "@/components/data/paged-list";
import { orgsReviews } from "@/lib/api/endpoints/orgs";
import { endpointUrl } from "@/lib/api/endpoint";
import { formatQuantity } from "@/lib/format/coins";
import type { DateStyle } from "@/lib/format/date-time";
import type { PublicOrganization } from "@/lib/organizations/organization-types";
import type { Page } from "@/lib/payments/wallet-entry";
import type { OrgReview } from "@/lib/schemas/org-reviews";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { ReviewBody, ReviewHeading } from "@/components/org-reviews/review-text";
import { NO_REVIEWS, REVIEWS_PAGE_SIZE, REVIEWS_TITLE } from "./organization-reviews-messages";

interface OrganizationReviewsProps {
  organization: Pick<PublicOrganization, "id" | "name" | "rating">;
  /** The newest reviews, rendered by the server. */
  initial: Page<OrgReview>;
  dateStyle: DateStyle;
}

/**
 * The public reviews of the organization's services on its page, newest first, each with the
 * organization's reply under it; more on request.
 */
export function OrganizationReviews({
  organization,
  initial,
  dateStyle,
}: OrganizationReviewsProps) {
  const path = endpointUrl(orgsReviews, {
    params: { id: organization.id },
    query: { limit: REVIEWS_PAGE_SIZE },
  });
  const list = useCursorList(orgsReviews, path, { initial: { path, page: initial } });
  const { rating } = organization;
  return (
    <section aria-labelledby="organization-reviews" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="organization-reviews" className="text-2xl font-bold tracking-tight">
          {REVIEWS_TITLE}
        </h2>
        {rating.average === null ? null : (
          <p
            data-testid="organization-reviews-summary"
            className="inline-flex items-center gap-1.5 text-sm text-muted-foreground"
          >
            <Star aria-hidden="true" className="size-4 fill-coin text-coin" />
            <span className="font-semibold text-foreground">
              {rating.average.toFixed(1)}
              <span className="sr-only"> out of 5</span>
            </span>
            <span>{` (${formatQuantity(rating.count, "review", "reviews")})`}</span>
          </p>
        )}
      </div>
      <PagedList
        list={list}
        skeleton={
          <RowsSkeleton label="Loading reviews" count={2} rowShape="xl" rowClassName="h-24" />
        }
        errorTitle="The reviews could not be loaded"
        titleAs="h3"
        empty={{
          icon: Star,
          title: NO_REVIEWS,
          description: "Reviews of its services show here once their bookings are delivered.",
        }}
      >
        {(reviews) => (
          <ul className="grid gap-3 lg:grid-cols-2" data-testid="organization-reviews">
            {reviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                organizationName={organization.name}
                dateStyle={dateStyle}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function ReviewItem({
  review,
  organizationName,
  dateStyle,
}: {
  review: OrgReview;
  organizationName: string;
  dateStyle: DateStyle;
}) {
  return (
    <li data-testid="organization-review" className="rounded-xl border bg-card p-4 text-sm">
      <ReviewHeading review={review} dateStyle={dateStyle} bylineClassName="mt-0.5" />
      <ReviewBody review={review} organizationName={organizationName} />
    </li>
  );
}
