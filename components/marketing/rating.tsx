import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

interface RatingProps {
  rating: number;
  reviewCount: number;
  className?: string;
}

/** Average rating with a star and the number of reviews behind it. */
export function Rating({ rating, reviewCount, className }: RatingProps) {
  const reviews =
    reviewCount === 0
      ? "No reviews yet"
      : `${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}`;
  return (
    <p className={cn("flex items-center gap-1.5 text-sm", className)}>
      <Star aria-hidden="true" className="size-4 fill-coin text-coin" />
      <span className="font-semibold text-foreground">
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-muted-foreground">({reviews})</span>
    </p>
  );
}
