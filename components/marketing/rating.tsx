import { Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

interface RatingProps {
  /** Null before the first review: the page shows as new, with no stars. */
  rating: number | null;
  reviewCount: number;
  className?: string;
}

/** Average rating with a star and the number of reviews behind it. */
export function Rating({ rating, reviewCount, className }: RatingProps) {
  const reviews =
    reviewCount === 0
      ? "No reviews yet"
      : `${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}`;
  if (rating === null) {
    return (
      <p className={cn("flex items-center gap-1.5 text-sm", className)}>
        <Badge variant="secondary">New</Badge>
        <span className="text-muted-foreground">({reviews})</span>
      </p>
    );
  }
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
