"use client";

import Link from "next/link";
import useSWR from "swr";
import { CalendarCheck, Check, Clock, Plus, Star, Users } from "lucide-react";
import { OrganizationLink } from "@/components/organizations/organization-link";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { swrFetcher } from "@/lib/api/client";
import { formatQuantity } from "@/lib/format/coins";
import { browserDateStyle, formatDate } from "@/lib/format/date-time";
import { categoryLabel, organizationLabel, ratingText } from "./format";
import { CostLine } from "./service-cost";
import { ServiceVisual } from "./service-visual";
import { availabilityOf } from "./service-status";
import type { CatalogViewer, ServiceCard, ServiceDetail } from "./types";
import { CATALOG_FRESH_MS } from "./use-catalog";

interface ServiceDialogProps {
  service: ServiceCard | null;
  viewer: CatalogViewer;
  booking: boolean;
  onOpenChange: (open: boolean) => void;
  onBook: (service: ServiceCard) => void;
}

/** The detail of a service and the way to book it (SPEC.md section 2, "Browse Services"). */
export function ServiceDialog({
  service,
  viewer,
  booking,
  onOpenChange,
  onBook,
}: ServiceDialogProps) {
  return (
    <Dialog
      open={service !== null}
      onOpenChange={(open) => {
        // A booking in flight keeps the dialog open: its outcome is shown here.
        if (!open && booking) return;
        onOpenChange(open);
      }}
    >
      {service ? (
        // The detail scrolls; the cost and the action stay in a footer that never leaves the screen.
        <DialogContent
          data-testid="service-dialog"
          className="flex flex-col gap-0 overflow-hidden p-0 sm:max-w-xl"
        >
          <ServiceDialogBody service={service} viewer={viewer} booking={booking} onBook={onBook} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ServiceDialogBody({
  service,
  viewer,
  booking,
  onBook,
}: {
  service: ServiceCard;
  viewer: CatalogViewer;
  booking: boolean;
  onBook: (service: ServiceCard) => void;
}) {
  const availability = availabilityOf(service, viewer);
  const detail = useSWR<ServiceDetail>(
    `/api/v1/services/${encodeURIComponent(service.id)}`,
    swrFetcher,
    { dedupingInterval: CATALOG_FRESH_MS, revalidateOnFocus: false },
  );
  const reviews = detail.data?.reviews ?? [];

  return (
    <>
      <div
        data-testid="service-dialog-detail"
        className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-6 pt-6 pb-6"
      >
        <DialogHeader className="px-8 sm:ps-0">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <Badge variant="outline">{categoryLabel(service.category)}</Badge>
            {availability === "purchased" ? <Badge variant="success">Purchased</Badge> : null}
          </div>
          <DialogTitle className="text-xl leading-snug break-words">{service.title}</DialogTitle>
          <DialogDescription>
            by{" "}
            <OrganizationLink
              organization={{
                id: service.organizationId,
                name: organizationLabel(service.organizationName),
              }}
            />
          </DialogDescription>
        </DialogHeader>

        <ServiceVisual
          service={service}
          className="rounded-lg"
          sizes="(min-width: 640px) 36rem, 100vw"
        />

        <p className="text-sm break-words whitespace-pre-line">{service.description}</p>

        <dl className="grid grid-cols-1 gap-3 text-sm min-[400px]:grid-cols-3">
          <div className="flex items-center gap-2 rounded-lg bg-muted/60 px-3 py-2">
            <Star aria-hidden="true" className="size-4 shrink-0 fill-coin text-coin" />
            <div>
              <dt className="sr-only">Rating</dt>
              <dd>
                <span className="font-semibold">{ratingText(service.rating)}</span>{" "}
                <span className="text-muted-foreground">
                  ({formatQuantity(service.reviewCount, "review", "reviews")})
                </span>
              </dd>
            </div>
          </div>
          <div className="flex items-center gap-2 rounded-lg bg-muted/60 px-3 py-2">
            <Users aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <div>
              <dt className="sr-only">Bookings</dt>
              <dd>{formatQuantity(service.bookingCount, "booking", "bookings")}</dd>
            </div>
          </div>
          <div className="flex items-center gap-2 rounded-lg bg-muted/60 px-3 py-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <div>
              <dt className="sr-only">Duration</dt>
              <dd>{service.duration || "Flexible"}</dd>
            </div>
          </div>
        </dl>

        {service.features.length > 0 ? (
          <section aria-labelledby="service-features-title" className="space-y-2">
            <h3 id="service-features-title" className="text-sm font-semibold">
              What&apos;s included
            </h3>
            <ul className="space-y-1.5 text-sm">
              {service.features.map((feature, index) => (
                <li key={`${index}-${feature}`} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  <span className="break-words">{feature}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {reviews.length > 0 ? (
          <section aria-labelledby="service-reviews-title" className="space-y-2">
            <h3 id="service-reviews-title" className="text-sm font-semibold">
              Recent reviews
            </h3>
            <ul className="space-y-3 text-sm">
              {reviews.map((review) => (
                <li key={review.id} className="rounded-lg border p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium break-words">{review.authorName}</span>
                    <span className="inline-flex items-center gap-1 text-muted-foreground">
                      <Star aria-hidden="true" className="size-3.5 fill-coin text-coin" />
                      <span className="sr-only">Rated </span>
                      {review.rating}
                      <span className="sr-only"> out of 5</span>
                      <span aria-hidden="true"> · </span>
                      <time dateTime={review.createdAt} suppressHydrationWarning>
                        {formatDate(review.createdAt, browserDateStyle())}
                      </time>
                    </span>
                  </div>
                  {review.comment ? (
                    <p className="mt-1 break-words text-muted-foreground">{review.comment}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <div className="shrink-0 space-y-3 border-t bg-muted/40 px-6 py-4 sm:flex sm:items-end sm:gap-6 sm:space-y-0">
        <CostLine service={service} viewer={viewer} availability={availability} />
        <DialogFooter className="shrink-0">
          {availability === "purchased" ? (
            <Button type="button" disabled className="w-full sm:w-auto">
              <CalendarCheck aria-hidden="true" />
              Already Purchased
            </Button>
          ) : availability === "short" ? (
            <Link
              href="/wallet/add"
              className={buttonVariants({ variant: "coin", className: "w-full sm:w-auto" })}
            >
              <Plus aria-hidden="true" />
              Add Coins
            </Link>
          ) : (
            <Button
              type="button"
              variant="coin"
              className="w-full sm:w-auto"
              loading={booking}
              onClick={() => onBook(service)}
            >
              {booking ? "Booking..." : "Book Now"}
            </Button>
          )}
        </DialogFooter>
      </div>
    </>
  );
}
