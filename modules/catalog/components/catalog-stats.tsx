import { formatCoins, formatCount } from "@/lib/format/coins";
import { categoryLabel, NO_REVIEWS_YET, ratingText } from "./format";
import type { CatalogStats as Stats } from "./types";

interface CatalogStatsProps {
  stats: Stats;
  category: string | null;
  /** The price, rating and duration filters in force, in words (the figures are theirs). */
  filters?: string | null;
  activeServices: number;
  /** The figures come from a sample of the match (a search matching over 1,000 services). */
  estimated?: boolean;
}

/** An estimate reads as one, to three significant figures, as the search engines show them. */
function about(value: number): string {
  return `about ${formatCount(Number(value.toPrecision(3)))}`;
}

/** Figures of the filtered list (docs/spec.md section 2, "Statistics block"). */
export function CatalogStats({
  stats,
  category,
  filters = null,
  activeServices,
  estimated = false,
}: CatalogStatsProps) {
  const count = estimated ? about : formatCount;
  // The sample's own cheapest and dearest: the match's may lie beyond them.
  const approximately = estimated ? "about " : "";
  const figures: { id: string; label: string; value: string }[] = [
    {
      id: "services",
      label: category ? `Services in ${categoryLabel(category)}` : "Total Services",
      value: count(stats.count),
    },
    { id: "bookings", label: "Total Bookings", value: count(stats.totalBookings) },
    {
      id: "rating",
      label: "Average Rating",
      // The average of the reviews given; services nobody has reviewed yet count in no average.
      value:
        stats.averageRating === null
          ? NO_REVIEWS_YET
          : approximately + ratingText(stats.averageRating),
    },
    { id: "active", label: "Your Active Services", value: formatCount(activeServices) },
    {
      id: "price-range",
      label: "Price Range",
      value:
        approximately +
        (stats.minPrice === stats.maxPrice
          ? formatCoins(stats.minPrice)
          : `${formatCount(stats.minPrice)} – ${formatCoins(stats.maxPrice)}`),
    },
    {
      id: "average-price",
      label: "Average Price",
      value: estimated ? `${about(stats.averagePrice)} coins` : formatCoins(stats.averagePrice),
    },
    {
      id: "most-affordable",
      label: "Most Affordable",
      value: approximately + formatCoins(stats.minPrice),
    },
  ];
  return (
    <section
      id="catalog-stats"
      aria-labelledby="catalog-stats-title"
      data-testid="catalog-stats"
      className="scroll-mt-20 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="catalog-stats-title" className="text-lg font-semibold">
        Service Statistics
      </h2>
      {filters ? (
        <p data-testid="catalog-stats-filters" className="mt-1 text-sm text-muted-foreground">
          Filtered by: {filters}
        </p>
      ) : null}
      {estimated ? (
        <p className="mt-1 text-sm text-muted-foreground">
          Estimated from a sample of the matching services.
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.id}
            data-stat={figure.id}
            className="flex flex-col-reverse gap-1 rounded-lg bg-muted/60 p-3"
          >
            <dt className="text-xs text-muted-foreground sm:text-sm">{figure.label}</dt>
            <dd className="text-lg font-semibold break-words tabular-nums sm:text-xl">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
