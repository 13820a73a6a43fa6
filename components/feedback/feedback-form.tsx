"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import Link from "@/components/ui/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { FeedbackReturn } from "@/lib/validations/feedback-query";
import { FeedbackThanks } from "./feedback-thanks";
import { HeldUntilDelivery } from "./held-until-delivery";
import { SELECT_A_RATING } from "@/modules/catalog/shared/validations-values";
import { COMMENT_LIMIT, RATING_REQUIRED, charactersLeft } from "./rating";
import { StarRating } from "./star-rating";
import { useSubmitFeedback } from "./use-submit-feedback";

interface FeedbackFormProps {
  serviceId: string;
  bookingId: string;
  serviceTitle: string;
  /** Completed: the review counts at once. Before that it is held until delivery. */
  delivered: boolean;
  organizationName: string;
  /** The earlier review of this booking, if any: sending again updates it. */
  review: { rating: number; comment: string | null } | null;
  /** Where Skip for Now and the end of the thanks lead. */
  back: FeedbackReturn;
}

/**
 * docs/spec.md "Feedback": 1-5 stars (required), optional text, Submit Feedback and Skip for Now. For a
 * booking not yet delivered (right after paying) the review is held: private until delivery.
 */
export function FeedbackForm({
  serviceId,
  bookingId,
  serviceTitle,
  delivered,
  organizationName,
  review,
  back,
}: FeedbackFormProps) {
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [comment, setComment] = useState(review?.comment ?? "");
  const [ratingMissing, setRatingMissing] = useState(false);
  const { submit, step, problem, held } = useSubmitFeedback(serviceId, bookingId, back.href);
  const firstStar = useRef<HTMLInputElement>(null);
  const commentId = useId();
  const counterId = useId();
  const ratingErrorId = useId();
  const busy = step !== "idle";

  if (step === "thanks") {
    return (
      <FeedbackThanks
        serviceTitle={serviceTitle}
        heldFor={held ? organizationName : null}
        back={back}
      />
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (rating < 1) {
      // docs/spec.md section 5: a rating of at least 1 is required.
      // Told at the stars, not in a toast: a toast is for outcomes (lib/notify).
      setRatingMissing(true);
      firstStar.current?.focus();
      return;
    }
    void submit({ rating, comment });
  }

  return (
    <Card>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-label="Feedback" className="space-y-6">
          {delivered ? null : <HeldUntilDelivery organizationName={organizationName} />}
          {review ? (
            <p className="rounded-lg bg-muted/60 px-3.5 py-3 text-sm text-muted-foreground">
              You reviewed this booking before. Sending the form again updates your review.
            </p>
          ) : null}

          <div className="space-y-2">
            <StarRating
              value={rating}
              onChange={(stars) => {
                setRating(stars);
                setRatingMissing(false);
              }}
              disabled={busy}
              invalid={ratingMissing}
              errorId={ratingMissing ? ratingErrorId : undefined}
              firstStarRef={firstStar}
            />
            {ratingMissing ? (
              <p id={ratingErrorId} role="alert" className="text-sm text-destructive">
                <span className="font-semibold">{RATING_REQUIRED}:</span> {SELECT_A_RATING}
              </p>
            ) : null}
          </div>

          <div className="space-y-2">
            <Label htmlFor={commentId} look="aside">
              Tell us more <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={commentId}
              value={comment}
              maxLength={COMMENT_LIMIT}
              disabled={busy}
              onChange={(event) => setComment(event.target.value)}
              aria-describedby={counterId}
              placeholder="What went well? What could be better?"
              fieldSize="lg"
            />
            <p id={counterId} className="text-right text-xs text-muted-foreground tabular-nums">
              {charactersLeft(comment)} characters left
            </p>
          </div>

          {problem ? (
            <p
              key={problem.attempt}
              role="alert"
              className="rounded-lg border border-destructive/30 bg-destructive/5 px-3.5 py-3 text-sm"
            >
              {problem.message}
            </p>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link
              href={back.href}
              aria-disabled={busy || undefined}
              className={cn(
                buttonVariants({ variant: "ghost", size: "lg" }),
                "w-full sm:w-auto",
                busy ? "pointer-events-none opacity-50" : undefined,
              )}
            >
              Skip for Now
            </Link>
            <Button type="submit" size="lg" className="w-full sm:w-auto" loading={busy}>
              {busy ? "Submitting..." : "Submit Feedback"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
