// Service categories of docs/spec.md section 3, with the labels the UI shows.
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

/**
 * Average rating with one decimal, or null when nobody has reviewed yet: such a service shows
 * as new, with no stars (docs/features.md; over docs/spec.md's default of 4.5, which read as earned).
 */
export function averageRating(ratingSum: number, reviewCount: number): number | null {
  if (reviewCount <= 0) return null;
  return Math.round((ratingSum / reviewCount) * 10) / 10;
}
