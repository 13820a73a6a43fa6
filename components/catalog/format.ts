import { CATEGORY_LABELS, DEFAULT_RATING } from "@/lib/catalog/categories";
import { formatCount } from "@/lib/format/coins";
import { isServiceCategory } from "./catalog-filters";

export { formatCoins as coins, formatCount } from "@/lib/format/coins";

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

export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
