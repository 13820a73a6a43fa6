"use client";

import { Clock, Star } from "lucide-react";
import { CoinMark } from "@/components/nav/coin-mark";
import { Badge } from "@/components/ui/badge";
import { formatCoins, formatCount } from "@/lib/format/coins";
import { categoryLabel, organizationLabel, ratingText } from "./format";
import { ServiceVisual } from "./service-visual";
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_VARIANTS,
  type ServiceAvailability,
} from "./service-status";
import type { ServiceCard } from "./types";

interface ServiceTileProps {
  service: ServiceCard;
  availability: ServiceAvailability;
  onOpen: (service: ServiceCard) => void;
}

/**
 * One card of the grid. The title is the button that opens the detail dialog; its hit area is
 * stretched over the whole card, so a click anywhere opens it and the keyboard has one stop.
 */
export function ServiceTile({ service, availability, onOpen }: ServiceTileProps) {
  const label = AVAILABILITY_LABELS[availability];
  return (
    <article
      data-testid="service-card"
      data-service-id={service.id}
      data-availability={availability}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
    >
      <div className="relative">
        <ServiceVisual service={service} />
        <Badge
          variant={AVAILABILITY_VARIANTS[availability]}
          data-testid="service-badge"
          className="absolute top-3 right-3 shadow-sm"
        >
          {label}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-center justify-between gap-2 text-sm">
          <Badge variant="outline">{categoryLabel(service.category)}</Badge>
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Star aria-hidden="true" className="size-4 fill-coin text-coin" />
            <span className="font-medium text-foreground">
              <span className="sr-only">Rated </span>
              {ratingText(service.rating)}
            </span>
            <span>
              ({formatCount(service.reviewCount)}
              <span className="sr-only"> {service.reviewCount === 1 ? "review" : "reviews"}</span>)
            </span>
          </span>
        </div>
        <h3 className="text-lg leading-snug font-semibold break-words">
          <button
            type="button"
            onClick={() => onOpen(service)}
            aria-haspopup="dialog"
            className="text-left outline-none after:absolute after:inset-0 after:content-['']"
          >
            {service.title}
          </button>
        </h3>
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">
          {service.description}
        </p>
        <div className="mt-auto flex flex-col gap-3 pt-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="min-w-0 truncate">
              <span className="sr-only">By </span>
              {organizationLabel(service.organizationName)}
            </span>
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
}
