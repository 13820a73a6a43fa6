// A service nobody has reviewed is new: a "New" chip and no stars on its card and in its dialog,
// never docs/spec.md's default 4.5 (docs/features.md).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Rating } from "@/components/marketing/rating";
import { DetailRating, TileRating } from "./service-rating";

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("service ratings", () => {
  it("shows an unrated service as new, with no star and no number", () => {
    const unrated = { rating: null, reviewCount: 0 };
    for (const html of [
      renderToStaticMarkup(<TileRating service={unrated} />),
      renderToStaticMarkup(
        <dl>
          <DetailRating service={unrated} />
        </dl>,
      ),
      renderToStaticMarkup(<Rating rating={null} reviewCount={0} />),
    ]) {
      expect(text(html)).toMatch(/^(Rating)?New\W*No reviews yet\)?$/);
      expect(html).not.toContain("lucide-star");
      expect(text(html)).not.toMatch(/\d/);
    }
  });

  it("shows a rated service's average with a star and its reviews", () => {
    const rated = { rating: 4.3, reviewCount: 12 };
    const tile = renderToStaticMarkup(<TileRating service={rated} />);
    expect(text(tile)).toBe("Rated 4.3(12 reviews)");
    expect(tile).toContain("lucide-star");
    const detail = renderToStaticMarkup(
      <dl>
        <DetailRating service={rated} />
      </dl>,
    );
    expect(text(detail)).toBe("Rating4.3 (12 reviews)");
    expect(text(renderToStaticMarkup(<Rating rating={4.3} reviewCount={12} />))).toBe(
      "4.3 out of 5(12 reviews)",
    );
  });
});
