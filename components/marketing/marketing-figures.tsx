import { Container } from "@/components/layout/container";
import { formatFigure } from "@/modules/catalog/shared/figures";
import type { MarketingFigures as Figures } from "@/modules/catalog/shared/showcase-types";

/** Live counts from the database, rounded down the way formatFigure states them. */
export function MarketingFigures({ figures }: { figures: Figures }) {
  const items = [
    { label: "Active users", value: figures.activeUsers },
    { label: "Services", value: figures.services },
    { label: "Coins traded", value: figures.coinsTraded },
  ];
  return (
    <section aria-labelledby="figures-title" className="border-y bg-muted/40">
      <Container className="py-10 sm:py-12">
        <h2 id="figures-title" className="sr-only">
          Coinmarket in numbers
        </h2>
        <dl className="grid grid-cols-1 gap-8 text-center sm:grid-cols-3 sm:divide-x">
          {items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-foreground tabular-nums">
                {formatFigure(item.value)}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
