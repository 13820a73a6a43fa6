import { CATEGORY_LABELS } from "@/modules/catalog/shared/categories";
import { isServiceCategory } from "./catalog-filters";

/** What a service or a list without any review shows instead of stars (docs/features.md). */
export const NO_REVIEWS_YET = "No reviews yet";

/** A rating with one decimal. */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}

export function categoryLabel(category: string): string {
  return isServiceCategory(category) ? CATEGORY_LABELS[category] : "Other";
}

export function organizationLabel(name: string | null | undefined): string {
  return name?.trim() || "Organization";
}
