import Link from "@/components/ui/link";
import { OfferedBy } from "@/components/organizations/offered-by";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { CoinAmount } from "@/components/ui/coin-amount";
import type { ShowcaseSummary } from "@/modules/catalog/shared/showcase-types";
import { Rating } from "./rating";
import { ServiceImage } from "./service-image";

/** One showcase service; the title's link covers the whole card. */
export function ShowcaseCard({ service }: { service: ShowcaseSummary }) {
  return (
    <Card
      spacing="flush"
      className="group relative h-full overflow-hidden transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2"
    >
      <div className="relative overflow-hidden">
        <ServiceImage
          src={service.imageUrl}
          alt={`Illustration for ${service.title}`}
          className="transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        {/* Every card carries one chip, its page's badge; a line of category above the title
            would only repeat it ("Travel" twice), so the chip alone names what the page offers. */}
        <Badge
          variant="overlay"
          data-testid="showcase-badge"
          className="absolute top-3 left-3 shadow-sm"
        >
          {service.badge}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-lg leading-snug font-semibold">
          <Link
            href={`/services/${service.slug}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {service.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-6 text-muted-foreground">{service.summary}</p>
        <OfferedBy organizations={service.organizations} quietLinks linkClassName="relative z-10" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
          <Rating rating={service.rating} reviewCount={service.reviewCount} />
          <CoinAmount amount={service.fromPrice} prefix="from" />
        </div>
      </div>
    </Card>
  );
}
