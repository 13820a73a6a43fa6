// Service categories of SPEC.md section 3, with the labels the UI shows.
export const SERVICE_CATEGORIES = [
  "technology",
  "design",
  "marketing",
  "consulting",
  "entertainment",
  "health",
  "lifestyle",
  "travel",
  "business",
  "creative",
  "education",
  "other",
] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  technology: "Technology",
  design: "Design",
  marketing: "Marketing",
  consulting: "Consulting",
  entertainment: "Entertainment",
  health: "Health",
  lifestyle: "Lifestyle",
  travel: "Travel",
  business: "Business",
  creative: "Creative",
  education: "Education",
  other: "Other",
};

/** SPEC.md section 9: a service without reviews shows this rating. */
export const DEFAULT_RATING = 4.5;

/** Average rating with one decimal, or the default when nobody has reviewed yet. */
export function averageRating(ratingSum: number, reviewCount: number): number {
  if (reviewCount <= 0) return DEFAULT_RATING;
  return Math.round((ratingSum / reviewCount) * 10) / 10;
}
