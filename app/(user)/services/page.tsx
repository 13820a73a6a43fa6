import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import {
  catalogApiPath,
  filtersFromParams,
  PHONE_PAGE_SIZE,
} from "@/modules/catalog/components/catalog-filters";
import { ServiceCatalog } from "@/modules/catalog/components/service-catalog";
import { Container } from "@/components/layout/container";
import { requireAccess } from "@/lib/server/auth/require-access";
import { searchServices } from "@/modules/catalog/server/search-services";
import { catalogCoinRate } from "@/modules/catalog/server/coin-rate";
import { catalogViewer } from "@/modules/catalog/server/viewer";
import { inlinePicture } from "@/modules/catalog/server/inline-picture";
import { serviceImageSrc } from "@/modules/catalog/shared/service-picture";
import { detectRegion } from "@/lib/server/payments/region";
import { paramsOf } from "@/lib/url/page-query";

export const metadata: Metadata = { title: "Browse Services" };

interface BrowseServicesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function BrowseServicesPage({ searchParams }: BrowseServicesPageProps) {
  const user = await requireAccess("area.user");
  if (!user) return <AccessChanged />;
  // The first screen of the URL's search, sort and filters: a phone's page of cards, as GET
  // catalog.services answers it with that limit (the figures are the whole search's). The grid
  // paints with it; the browser reads the rest of the first page when it shows it (a wider
  // screen right after hydration, a phone at Load more), so the document carries 12 services'
  // records rather than 50.
  const filters = filtersFromParams(paramsOf(await searchParams));
  const [results, viewer, coinRate] = await Promise.all([
    searchServices({
      search: filters.search || undefined,
      category: filters.category ?? undefined,
      sort: filters.sort,
      minPrice: filters.minPrice ?? undefined,
      maxPrice: filters.maxPrice ?? undefined,
      minRating: filters.minRating ?? undefined,
      duration: filters.duration ?? undefined,
      limit: PHONE_PAGE_SIZE,
    }),
    catalogViewer(user),
    // The price filter shows its bounds in the buyer's money too, at today's sale rate.
    detectRegion(await headers()).then(catalogCoinRate),
  ]);
  // The first card's picture is the page's largest paint: sent inside the document.
  const firstService = results.items[0];
  const firstPicture = firstService ? await inlinePicture(serviceImageSrc(firstService)) : null;

  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          Browse Services
        </h1>
        <p className="mt-1.5 text-muted-foreground">
          Discover services from our partner organizations and book them with your coins.
        </p>
      </div>
      {/* The filters are read from the URL in the browser. No Suspense boundary of its own: the
          page renders per request, so the catalogue arrives with the page in one reveal (React
          holds a second boundary's reveal back by 300 ms). */}
      <ServiceCatalog
        initial={{ path: catalogApiPath(filters), page: { ...results, viewer } }}
        coinRate={coinRate}
        firstPicture={firstPicture}
      />
    </Container>
  );
}
