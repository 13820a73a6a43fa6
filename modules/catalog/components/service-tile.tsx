"use client";

import { memo } from "react";
import Link from "@/components/ui/link";
import { Clock } from "lucide-react";
import { CoinMark } from "@/components/nav/coin-mark";
import { OrganizationLink } from "@/components/organizations/organization-link";
import { UnverifiedMarker } from "@/components/organizations/verified-badge";
import { Badge } from "@/components/ui/badge";
import { formatCoins } from "@/lib/format/coins";
import { categoryLabel, organizationLabel } from "./format";
import { TileRating } from "./service-rating";
import { ServiceVisual } from "./service-visual";
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_VARIANTS,
  type ServiceAvailability,
} from "./service-status";
import type { ServiceCard } from "./types";
import type { InlinePicture } from "@/modules/catalog/shared/service-picture";

type ServiceTileProps = {
  service: ServiceCard;
  /** The catalogue's badge for the signed-in user; none where nobody's wallet is known. */
  availability?: ServiceAvailability;
  /** The organization's own page names it once, in its heading, not on each card. */
  showOrganization?: boolean;
  /** The grid's first row: its picture is fetched at once (it is the page's largest paint). */
  priority?: boolean;
  /** A picture the document holds: drawn from it when it is this card's. */
  inlinePicture?: InlinePicture | null;
} & (
  | { /** Opens the detail dialog (the catalogue). */ onOpen: (service: ServiceCard) => void }
  | { /** Goes to a page instead (the service's payment page). */ href: string }
);

/** The title's hit area stretched over the whole card: a click anywhere opens it. */
const STRETCHED = "text-left outline-none after:absolute after:inset-0 after:content-['']";

/**
 * One card of the grid. The title is the button (or link) that opens the service; its hit area
 * is stretched over the whole card. The organization's name is a link of its own, above that
 * area, to the organization's page. Memoized: choosing a card (its dialog) re-renders the
 * catalogue, and the other cards have not changed.
 */
export const ServiceTile = memo(function ServiceTile(props: ServiceTileProps) {
  const {
    service,
    availability,
    showOrganization = true,
    priority = false,
    inlinePicture = null,
  } = props;
  return (
    <article
      data-testid="service-card"
      data-service-id={service.id}
      data-availability={availability ?? null}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
    >
      <div className="relative">
        <ServiceVisual service={service} priority={priority} inline={inlinePicture} />
        {availability ? (
          <Badge
            variant={AVAILABILITY_VARIANTS[availability]}
            data-testid="service-badge"
            className="absolute top-3 right-3 shadow-sm"
          >
            {AVAILABILITY_LABELS[availability]}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-center justify-between gap-2 text-sm">
          <Badge variant="outline">{categoryLabel(service.category)}</Badge>
          <TileRating service={service} />
        </div>
        <h3 className="text-lg leading-snug font-semibold break-words">
          {"href" in props ? (
            <Link href={props.href} className={STRETCHED}>
              {service.title}
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => props.onOpen(service)}
              aria-haspopup="dialog"
              className={STRETCHED}
            >
              {service.title}
            </button>
          )}
        </h3>
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">
          {service.description}
        </p>
        <div className="mt-auto flex flex-col gap-3 pt-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {showOrganization ? (
              <span className="min-w-0 truncate">
                <span className="sr-only">By </span>
                <OrganizationLink
                  organization={{
                    id: service.organizationId,
                    name: organizationLabel(service.organizationName),
                  }}
                  quiet
                  className="relative z-10"
                />
              </span>
            ) : null}
            {service.organizationVerified ? null : <UnverifiedMarker />}
            {service.duration ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                <span className="sr-only">Duration: </span>
                {service.duration}
              </span>
            ) : null}
          </div>
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-coin/15 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-coin-foreground">
            <CoinMark className="size-4" />
            <span data-testid="service-price">{formatCoins(service.price)}</span>
          </p>
        </div>
      </div>
    </article>
  );
});
