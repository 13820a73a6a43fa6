// The catalogue's statistics block: exact figures as they are, a sampled search's figures read as
// estimates ("about"; counts and the average price to three significant figures).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CatalogStats } from "./catalog-stats";

const stats = {
  count: 10_734,
  totalBookings: 48_215,
  averageRating: 4.26,
  minPrice: 10,
  maxPrice: 5_000,
  averagePrice: 2_487,
};

function figures(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of html.matchAll(
    /data-stat="([^"]+)"[^>]*><dt[^>]*>[^<]*<\/dt><dd[^>]*>([^<]*)<\/dd>/g,
  )) {
    out[match[1]!] = match[2]!;
  }
  return out;
}

describe("CatalogStats", () => {
  it("shows exact figures as they are", () => {
    const html = renderToStaticMarkup(
      <CatalogStats stats={stats} category={null} activeServices={2} />,
    );
    expect(figures(html)).toMatchObject({
      services: "10,734",
      bookings: "48,215",
      rating: "4.3",
      "average-price": "2,487 coins",
      "most-affordable": "10 coins",
    });
    expect(html).not.toContain("Estimated from a sample");
  });

  it("says 'about' for every figure of a sampled search, counts to three figures", () => {
    const html = renderToStaticMarkup(
      <CatalogStats stats={stats} category={null} activeServices={2} estimated />,
    );
    expect(figures(html)).toMatchObject({
      services: "about 10,700",
      bookings: "about 48,200",
      rating: "about 4.3",
      "average-price": "about 2,490 coins",
      "price-range": "about 10 – 5,000 coins",
      "most-affordable": "about 10 coins",
      active: "2",
    });
    expect(html).toContain("Estimated from a sample of the matching services.");
  });

  it("shows no rating while nobody has reviewed the listed services, never a default 4.5", () => {
    const html = renderToStaticMarkup(
      <CatalogStats stats={{ ...stats, averageRating: null }} category={null} activeServices={0} />,
    );
    expect(figures(html).rating).toBe("No reviews yet");
    expect(html).not.toContain("4.5");
  });
});
