import type { Metadata } from "next";
import { Suspense } from "react";
import { AccessChanged } from "@/components/account/access-changed";
import { CatalogSkeleton } from "@/components/catalog/catalog-states";
import { ServiceCatalog } from "@/components/catalog/service-catalog";
import { Container } from "@/components/marketing/container";
import { requireAccess } from "@/lib/server/auth/require-access";

export const metadata: Metadata = { title: "Browse Services" };

export default async function BrowseServicesPage() {
  const user = await requireAccess("area.user");
  if (!user) return <AccessChanged />;

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
      {/* The filters are read from the URL in the browser. */}
      <Suspense fallback={<CatalogSkeleton />}>
        <ServiceCatalog />
      </Suspense>
    </Container>
  );
}
