import Link from "@/components/ui/link";
import { Pencil, Star } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import type { BookingView } from "@/lib/bookings/booking-types";
import { cn } from "@/lib/utils";
import { feedbackHref } from "@/lib/validations/feedback-href";

interface BookingRatingProps {
  booking: BookingView;
  /** The stars' name, "4 stars of 5" (booking-lines.ts); null until a row the API sent has it. */
  starsLabel: string | null;
  /** The row's title id: the link's description names the booking. */
  titleId: string;
}

/**
 * A booking's rating part: the stars given, with a way to change them (docs/features.md), or for
 * a completed booking not rated yet, the way to rate it. A rating given before the booking
 * completes is shown as private until then (it is published when the organization is paid). The
 * feedback page opened from here leads back to My Bookings.
 */
export function BookingRating({ booking, starsLabel, titleId }: BookingRatingProps) {
  const rated = booking.rating !== null;
  if (booking.status === "cancelled" || (!rated && booking.status !== "completed")) return null;
  const href = feedbackHref({
    service: booking.serviceTitle,
    serviceId: booking.serviceId,
    bookingId: booking.id,
    from: "bookings",
  });

  return (
    <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
      {booking.rating !== null ? (
        <div className="space-y-1" data-testid="booking-rating">
          <p className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">Your rating:</span>
            <Stars value={booking.rating} label={starsLabel} />
          </p>
          {booking.status !== "completed" ? (
            <p className="text-xs text-muted-foreground">Private until the booking completes.</p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Completed. How was it?</p>
      )}
      <Link
        href={href}
        aria-describedby={titleId}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "w-full sm:w-auto")}
      >
        {rated ? <Pencil aria-hidden="true" /> : <Star aria-hidden="true" />}
        {rated ? "Change rating" : "Rate this service"}
      </Link>
    </div>
  );
}

function Stars({ value, label }: { value: number; label: string | null }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label ?? undefined}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            "size-4",
            star <= value ? "fill-coin text-coin" : "fill-transparent text-muted-foreground/40",
          )}
        />
      ))}
    </span>
  );
}
