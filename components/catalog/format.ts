import { CATEGORY_LABELS, DEFAULT_RATING } from "@/lib/catalog/categories";
import { isServiceCategory } from "./catalog-filters";

/** A rating with one decimal; the default rating when there is none (SPEC.md section 9). */
export function ratingText(rating: number | null | undefined): string {
  const value = typeof rating === "number" && Number.isFinite(rating) ? rating : DEFAULT_RATING;
  return value.toFixed(1);
}

export function categoryLabel(category: string): string {
  return isServiceCategory(category) ? CATEGORY_LABELS[category] : "Other";
}

export function organizationLabel(name: string | null | undefined): string {
  return name?.trim() || "Organization";
}
