import { Container } from "@/components/layout/container";
import type { ShowcaseSummary } from "@/modules/catalog/shared/showcase-types";
import { SectionHeading } from "./section-heading";
import { ShowcaseCard } from "./showcase-card";

export function ShowcaseSection({ showcases }: { showcases: ShowcaseSummary[] }) {
  return (
    <section
      id="services"
      aria-labelledby="showcase-title"
      className="scroll-mt-16 bg-muted/40 py-16 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="showcase-title"
          eyebrow="Popular services"
          title="Book from organizations we have verified"
          description="Clear prices in coins, real ratings from people who booked. Pick a service to see everything it includes."
        />
        {showcases.length > 0 ? (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {showcases.map((service) => (
              <li key={service.slug}>
                <ShowcaseCard service={service} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-12 text-center text-muted-foreground">
            New services are on their way. Check back soon.
          </p>
        )}
      </Container>
    </section>
  );
}
