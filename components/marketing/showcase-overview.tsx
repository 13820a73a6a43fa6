import Link from "@/components/ui/link";
import { ArrowRight } from "lucide-react";
import { OfferedBy } from "@/components/organizations/offered-by";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { CoinAmount } from "@/components/ui/coin-amount";
import { CATEGORY_LABELS } from "@/modules/catalog/shared/categories";
import { paymentHref } from "@/modules/catalog/shared/payment-link";
import type { ShowcasePageDetail } from "@/modules/catalog/shared/showcase-types";
import { Rating } from "./rating";
import { ServiceImage } from "./service-image";

/** Top of a showcase page: what it is, what it costs, and the main booking button. */
export function ShowcaseOverview({ page }: { page: ShowcasePageDetail }) {
  const category = CATEGORY_LABELS[page.category];
  const bookNowHref = paymentHref({
    service: page.title,
    price: page.fromPrice,
    serviceId: page.options[0]?.id,
  });
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <Badge>{page.badge}</Badge>
          {category.toLowerCase() !== page.badge.toLowerCase() ? (
            <span className="text-sm text-muted-foreground">{category}</span>
          ) : null}
        </div>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {page.title}
        </h1>
        <p className="mt-5 text-lg leading-8 text-pretty text-muted-foreground">{page.summary}</p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <CoinAmount amount={page.fromPrice} prefix="from" size="lg" />
          <Rating rating={page.rating} reviewCount={page.reviewCount} />
        </div>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
          <Link href={bookNowHref} className={buttonVariants({ size: "lg" })}>
            Book Now
            <ArrowRight aria-hidden="true" />
          </Link>
          <OfferedBy organizations={page.organizations} />
        </div>
      </div>
      <ServiceImage
        src={page.imageUrl}
        alt={`Illustration for ${page.title}`}
        priority
        sizes="(min-width: 1024px) 50vw, 100vw"
        className="rounded-2xl border shadow-lg"
      />
    </div>
  );
}
