import { Store } from "lucide-react";
import { ServiceTile } from "@/modules/catalog/components/service-tile";
import { EmptyState } from "@/components/ui/empty-state";
import { paymentHref } from "@/modules/catalog/shared/payment-link";
import { formatQuantity } from "@/lib/format/coins";
import type { PublicOrganization } from "@/lib/organizations/organization-types";

/** The organization's live services; each card leads to the service's payment page. */
export function OrganizationServices({ organization }: { organization: PublicOrganization }) {
  const { services, serviceCount } = organization;
  return (
    <section aria-labelledby="organization-services" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="organization-services" className="text-2xl font-bold tracking-tight">
          Services
        </h2>
        <p className="text-sm text-muted-foreground">
          {services.length < serviceCount
            ? `The ${services.length} most booked of ${serviceCount} services`
            : formatQuantity(serviceCount, "service", "services")}
        </p>
      </div>
      {services.length === 0 ? (
        <EmptyState
          icon={Store}
          titleAs="h3"
          title="No services listed right now"
          description="This organization has no services in the catalogue at the moment."
        />
      ) : (
        <ul
          data-testid="organization-services"
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {services.map((service) => (
            <li key={service.id} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <ServiceTile
                  service={service}
                  showOrganization={false}
                  href={paymentHref({
                    service: service.title,
                    price: service.price,
                    serviceId: service.id,
                  })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
