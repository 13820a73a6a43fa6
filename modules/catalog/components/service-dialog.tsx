"use client";

import Link from "@/components/ui/link";
import { startTransition, useEffect, useRef, useState, type Ref } from "react";
import useSWR from "swr";
import { ArrowLeft, CalendarCheck, Clock, Plus, Star, Users } from "lucide-react";
import type { BriefQuestion } from "@/components/bookings/brief-answers";
import { BriefAnswerForm } from "@/components/bookings/lazy-brief-answer-form";
import { useBriefAnswers } from "@/components/bookings/use-brief-answers";
import { OrganizationLink } from "@/components/organizations/organization-link";
import { UnverifiedMarker } from "@/components/organizations/verified-badge";
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
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { catalogService } from "@/lib/api/endpoints/catalog";
import { formatQuantity } from "@/lib/format/coins";
import { browserDateStyle, formatDate } from "@/lib/format/date-time";
import { categoryLabel, organizationLabel } from "./format";
import { FeatureList } from "./feature-list";
import { ReviewReply } from "./review-reply";
import { CostLine } from "./service-cost";
import { DetailRating } from "./service-rating";
import { ServiceQuestions } from "./service-questions";
import { ServiceVisual } from "./service-visual";
import { availabilityWhileBooking } from "./service-status";
import type { CatalogViewer, ServiceCard, ServiceReview } from "./types";
import type { InlinePicture } from "@/modules/catalog/shared/service-picture";
import type { BookWith } from "./use-book-service";
import { CATALOG_FRESH_MS } from "./use-catalog";

interface ServiceDialogProps {
  service: ServiceCard | null;
  viewer: CatalogViewer;
  booking: boolean;
  /** The picture the page holds (its first card's): drawn from it when it is this service's. */
  inlinePicture?: InlinePicture | null;
  onOpenChange: (open: boolean) => void;
  /** Books the service with the answers to its questions (none when it asks none). */
  onBook: (service: ServiceCard, brief: BookWith) => void;
}

/** The button of the catalogue card that opens `serviceId`'s dialog. */
function cardButton(serviceId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[data-testid="service-card"][data-service-id="${CSS.escape(serviceId)}"] h3 button`,
  );
}

/** The detail of a service and the way to book it (docs/spec.md section 2, "Browse Services"). */
export function ServiceDialog({
  service,
  viewer,
  booking,
  inlinePicture = null,
  onOpenChange,
  onBook,
}: ServiceDialogProps) {
  const title = useRef<HTMLHeadingElement>(null);
  return (
    // Opened over the catalogue's many cards: a light modal leaves their styles alone, so a
    // tap opens it without restyling the whole page (components/ui/page-modal.ts).
    <Dialog
      lightModal
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
          width="xl"
          layout="sections"
          // Focus lands on the title, never on Book Now: the Enter that opened the dialog, or one
          // more, must not spend coins. Buying takes a Tab to the button, then Enter.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            title.current?.focus();
          }}
          // Escape, Close and a booking return focus to the card that opened the dialog (the
          // dialog is opened by state, so Radix knows no trigger; the card may have re-rendered).
          onCloseAutoFocus={(event) => {
            const card = cardButton(service.id);
            if (!card) return;
            event.preventDefault();
            card.focus();
          }}
        >
          <ServiceDialogBody
            service={service}
            viewer={viewer}
            booking={booking}
            onBook={onBook}
            titleRef={title}
            inlinePicture={inlinePicture}
          />
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
  titleRef,
  inlinePicture,
}: {
  service: ServiceCard;
  viewer: CatalogViewer;
  booking: boolean;
  onBook: (service: ServiceCard, brief: BookWith) => void;
  titleRef: Ref<HTMLHeadingElement>;
  inlinePicture: InlinePicture | null;
}) {
  const availability = availabilityWhileBooking(service, { ...viewer, booking });
  // The dialog's first frame is its frame, heading and action; the detail below the heading
  // and its request (starting a fetch costs a slow phone milliseconds too) follow once that
  // frame is painted, so a tap is answered by a paint sooner (docs/benchmarks.md, "Pages").
  const painted = useAfterFirstPaint();
  const detail = useSWR(
    painted ? endpointUrl(catalogService, { params: { id: service.id } }) : null,
    fetcherFor(catalogService),
    { dedupingInterval: CATALOG_FRESH_MS, revalidateOnFocus: false },
  );
  const questions: readonly BriefQuestion[] = detail.data?.questions ?? NO_QUESTIONS;
  const brief = useBriefAnswers(questions);
  // A service with questions asks them after Book Now; booking then takes a second press.
  const [answering, setAnswering] = useState(false);

  async function onBookNow() {
    if (answering) {
      const answers = brief.check();
      if (answers) onBook(service, { answers, onRefused: brief.refuse });
      return;
    }
    // Pressed before the detail arrived: its questions are needed to know whether to ask.
    const asked = detail.data?.questions ?? (await detail.mutate())?.questions ?? [];
    if (asked.length > 0) setAnswering(true);
    else onBook(service, { answers: [], onRefused: brief.refuse });
  }

  return (
    <>
      {answering ? (
        <div data-testid="service-dialog-answers" className={SCROLLING_PANE}>
          <DialogHeader className="px-8 sm:ps-0">
            <ServiceTitle title={service.title} titleRef={titleRef} />
            <DialogDescription>
              The organization needs a few answers before it starts.
            </DialogDescription>
          </DialogHeader>
          <BriefAnswerForm brief={brief} disabled={booking} autoFocus />
        </div>
      ) : (
        <ServiceDetailContent
          complete={painted}
          service={service}
          purchased={availability === "purchased"}
          reviews={detail.data?.reviews ?? []}
          questions={questions}
          titleRef={titleRef}
          inlinePicture={inlinePicture}
        />
      )}

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
            <>
              {answering ? (
                <Button
                  type="button"
                  variant="outline"
                  className="w-full sm:w-auto"
                  disabled={booking}
                  onClick={() => setAnswering(false)}
                >
                  <ArrowLeft aria-hidden="true" />
                  Back
                </Button>
              ) : null}
              <Button
                type="button"
                variant="coin"
                className="w-full sm:w-auto"
                loading={booking}
                disabled={answering && brief.busy}
                onClick={() => void onBookNow()}
              >
                {booking ? "Booking..." : "Book Now"}
              </Button>
            </>
          )}
        </DialogFooter>
      </div>
    </>
  );
}

const NO_QUESTIONS: readonly BriefQuestion[] = [];

/** The dialog's part between its top and its footer: the detail, or the questions to answer. */
const SCROLLING_PANE = "min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-6 pt-6 pb-6";

/** The dialog's title, the service's name: it takes focus when the dialog opens. */
function ServiceTitle({ title, titleRef }: { title: string; titleRef?: Ref<HTMLHeadingElement> }) {
  return (
    <DialogTitle
      ref={titleRef}
      tabIndex={-1}
      size="lg"
      wraps
      className="break-words focus-visible:outline-none"
    >
      {title}
    </DialogTitle>
  );
}

/**
 * The service as a customer reads it in the dialog: heading, picture, description, what the
 * organization will ask at booking, facts, what is included and recent reviews. Inside a Dialog
 * (its title is the dialog's); the admin's moderation preview shows the same content, so a
 * service is approved as customers will see it.
 */
export function ServiceDetailContent({
  service,
  purchased,
  reviews,
  questions,
  titleRef,
  inlinePicture = null,
  complete = true,
}: {
  service: ServiceCard;
  purchased: boolean;
  reviews: ServiceReview[];
  /** What the organization asks at booking. */
  questions: readonly BriefQuestion[];
  /** The dialog's title takes focus when it opens (the catalogue's dialog passes one). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The picture the catalogue's page holds: drawn from it when it is this service's. */
  inlinePicture?: InlinePicture | null;
  /** False: only the heading for now (the catalogue's dialog, in its first frame). */
  complete?: boolean;
}) {
  return (
    <div data-testid="service-dialog-detail" className={SCROLLING_PANE}>
      <DialogHeader className="px-8 sm:ps-0">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <Badge variant="outline">{categoryLabel(service.category)}</Badge>
          {purchased ? <Badge variant="success">Purchased</Badge> : null}
        </div>
        <ServiceTitle title={service.title} titleRef={titleRef} />
        <DialogDescription>
          by{" "}
          <OrganizationLink
            organization={{
              id: service.organizationId,
              name: organizationLabel(service.organizationName),
            }}
          />
          {service.organizationVerified ? null : <UnverifiedMarker className="ms-2 align-middle" />}
        </DialogDescription>
      </DialogHeader>

      {complete ? (
        <ServiceDetailBody
          service={service}
          reviews={reviews}
          questions={questions}
          inlinePicture={inlinePicture}
        />
      ) : null}
    </div>
  );
}

/** The detail below the dialog's heading. */
function ServiceDetailBody({
  service,
  reviews,
  questions,
  inlinePicture,
}: {
  service: ServiceCard;
  reviews: ServiceReview[];
  questions: readonly BriefQuestion[];
  inlinePicture: InlinePicture | null;
}) {
  return (
    <>
      <ServiceVisual
        service={service}
        className="rounded-lg"
        sizes="(min-width: 640px) 36rem, 100vw"
        inline={inlinePicture}
      />

      <p className="text-sm break-words whitespace-pre-line">{service.description}</p>

      <ServiceQuestions questions={questions} />

      <dl className="grid grid-cols-1 gap-3 text-sm min-[400px]:grid-cols-3">
        <DetailRating service={service} />
        <div className="flex items-center gap-2 rounded-lg bg-muted/60 px-3 py-2">
          <dt className="shrink-0">
            <Users aria-hidden="true" className="block size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">Bookings</span>
          </dt>
          <dd>{formatQuantity(service.bookingCount, "booking", "bookings")}</dd>
        </div>
        <div className="flex items-center gap-2 rounded-lg bg-muted/60 px-3 py-2">
          <dt className="shrink-0">
            <Clock aria-hidden="true" className="block size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{service.duration || "Flexible"}</dd>
        </div>
      </dl>

      {service.features.length > 0 ? (
        <section aria-labelledby="service-features-title" className="space-y-2">
          <h3 id="service-features-title" className="text-sm font-semibold">
            What&apos;s included
          </h3>
          <FeatureList features={service.features} className="text-sm" />
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
                {review.reply ? (
                  <ReviewReply
                    organizationName={organizationLabel(service.organizationName)}
                    reply={review.reply}
                    repliedAt={review.repliedAt}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * False in the frame a component first paints in, true from just after that paint: a
 * requestAnimationFrame callback runs before the frame's paint, a timeout it sets runs after.
 * The update is a transition, so drawing the rest yields to a person's next input.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
