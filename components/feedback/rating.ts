// The 1 to 5 star scale of the feedback form (docs/spec.md section 9: rating scale 1 to 5) and the
// words shown beside the stars.
import { REVIEW_COMMENT_MAX } from "@/modules/catalog/shared/validations-values";

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

const RATING_WORDS: Record<Rating, string> = {
  1: "Poor",
  2: "Fair",
  3: "Good",
  4: "Very good",
  5: "Excellent",
};

/** The longest comment the review API accepts. */
export const COMMENT_LIMIT = REVIEW_COMMENT_MAX;

export const RATING_REQUIRED = "Rating Required";

/** The accessible name of one star: "1 star", "4 stars". */
export function starLabel(stars: number): string {
  return stars === 1 ? "1 star" : `${stars} stars`;
}

export function isRating(value: number): value is Rating {
  return (RATINGS as readonly number[]).includes(value);
}

/** What the stars show: the one under the pointer while hovering, else the chosen one (0: none). */
export function shownRating(chosen: number, hovered: number | null): number {
  return hovered !== null && isRating(hovered) ? hovered : isRating(chosen) ? chosen : 0;
}

/** "Very good" for 4; a prompt when nothing is chosen. */
export function ratingWord(stars: number): string {
  return isRating(stars) ? RATING_WORDS[stars] : "Choose a rating";
}

/** How many characters remain of the comment, never below 0. */
export function charactersLeft(comment: string): number {
  return Math.max(0, COMMENT_LIMIT - comment.length);
}
