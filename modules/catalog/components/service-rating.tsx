import { Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatCount, formatQuantity } from "@/lib/format/coins";
import { NO_REVIEWS_YET, ratingText } from "./format";
import type { ServiceCard } from "./types";

type Rated = Pick<ServiceCard, "rating" | "reviewCount">;

/**
 * A service nobody has reviewed yet is new: a "New" chip and no stars, never a made-up average
 * (docs/features.md).
 */
function NewService({ detail }: { detail: boolean }) {
  return (
    <span data-testid="service-rating" className="inline-flex items-center gap-2">
      <Badge variant="secondary">New</Badge>
      <span className={detail ? "text-muted-foreground" : "sr-only"}>{NO_REVIEWS_YET}</span>
    </span>
  );
}

/** The card's compact rating: "★ 4.3 (12)", or the new chip. */
export function TileRating({ service }: { service: Rated }) {
  if (service.rating === null) return <NewService detail={false} />;
  return (
    <span
      data-testid="service-rating"
      className="inline-flex items-center gap-1 text-muted-foreground"
    >
      <Star aria-hidden="true" className="size-4 fill-coin text-coin" />
      <span className="font-medium text-foreground">
        <span className="sr-only">Rated </span>
        {ratingText(service.rating)}
      </span>
      <span>
        ({formatCount(service.reviewCount)}
        <span className="sr-only"> {service.reviewCount === 1 ? "review" : "reviews"}</span>)
      </span>
    </span>
  );
}

/** The dialog's rating figure: "★ 4.3 (12 reviews)", or the new chip with "No reviews yet". */
export function DetailRating({ service }: { service: Rated }) {
  return (
    <div className="flex items-center gap-2 rounded-lg bg-muted/60 px-3 py-2">
      {/* The icon names the fact to the eye; the hidden word names it to a reader. */}
      <dt className="shrink-0">
        {service.rating === null ? null : (
          <Star aria-hidden="true" className="block size-4 shrink-0 fill-coin text-coin" />
        )}
        <span className="sr-only">Rating</span>
      </dt>
      <dd>
        {service.rating === null ? (
          <NewService detail />
        ) : (
          <span data-testid="service-rating">
            <span className="font-semibold">{ratingText(service.rating)}</span>{" "}
            <span className="text-muted-foreground">
              ({formatQuantity(service.reviewCount, "review", "reviews")})
            </span>
          </span>
        )}
      </dd>
    </div>
  );
}
