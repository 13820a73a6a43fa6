import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { BackLink } from "@/components/marketing/back-link";
import { Container } from "@/components/layout/container";
import { FeatureList } from "@/components/marketing/feature-list";
import { PriceTable } from "@/components/marketing/price-table";
import { ShowcaseOverview } from "@/components/marketing/showcase-overview";
import { getShowcasePage } from "@/modules/catalog/server/showcase";

interface ShowcasePageProps {
  params: Promise<{ slug: string }>;
}

// generateMetadata and the page ask for the same page: one query per request.
const loadShowcasePage = cache(getShowcasePage);

export async function generateMetadata({ params }: ShowcasePageProps): Promise<Metadata> {
  await connection();
  const page = await loadShowcasePage((await params).slug);
  if (!page) return { title: "Service not found" };
  return { title: page.title, description: page.summary };
}

export default async function ShowcasePage({ params }: ShowcasePageProps) {
  await connection();
  const page = await loadShowcasePage((await params).slug);
  if (!page) notFound();

  return (
    <Container className="py-10 sm:py-14">
      <BackLink href="/" label="Back to home" />
      <div className="mt-8">
        <ShowcaseOverview page={page} />
      </div>

      {page.features.length > 0 ? (
        <section aria-labelledby="included-title" className="mt-16 sm:mt-20">
          <h2 id="included-title" className="text-2xl font-bold tracking-tight">
            What&apos;s included
          </h2>
          <FeatureList features={page.features} className="mt-6" />
        </section>
      ) : null}

      <section aria-labelledby="prices-title" className="mt-16 sm:mt-20">
        <h2 id="prices-title" className="text-2xl font-bold tracking-tight">
          Prices
        </h2>
        <p className="mt-2 text-muted-foreground">
          Choose an option and pay with coins from your wallet.
        </p>
        <div className="mt-6">
          <PriceTable title={page.title} options={page.options} />
        </div>
      </section>
    </Container>
  );
}
