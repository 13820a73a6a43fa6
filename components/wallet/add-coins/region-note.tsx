import { FlaskConical, Globe, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { RegionInfo } from "@/lib/money/region";
import type { CheckoutProvider } from "@/lib/payments/checkout-client";
import { formatExchangeRate } from "@/lib/format/exchange-rate";
import { BASE_CURRENCY } from "@/lib/money/currencies";

/**
 * "United States" for "US". A country header gives only the code; the browser and the server
 * name it from the same ICU data, so the server's HTML and the hydrated page agree.
 */
export function countryName(region: RegionInfo): string {
  if (region.country !== region.countryCode) return region.country;
  try {
    return (
      new Intl.DisplayNames(["en"], { type: "region" }).of(region.countryCode) ?? region.country
    );
  } catch {
    return region.country;
  }
}

/**
 * Which currency the prices are in, that outside India (any currency but the base one) they follow
 * the exchange rate, and whether real money moves (docs/spec.md "Add Coins": region note).
 */
export function RegionNote({
  region,
  provider,
  rate,
}: {
  region: RegionInfo;
  provider: CheckoutProvider;
  /** Coins per unit of the region's currency ("88.00"). */
  rate: string;
}) {
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-start gap-2 text-muted-foreground">
        <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {region.currency === BASE_CURRENCY ? (
          <span>Prices in INR for India</span>
        ) : (
          <span>
            {`Prices in ${region.currency} (${countryName(region)}). They follow the exchange rate: `}
            <span className="font-medium whitespace-nowrap text-foreground">
              {formatExchangeRate(region.currency, rate)}
            </span>
            .
          </span>
        )}
      </p>
      {provider === "simulated" ? (
        <p className="flex flex-wrap items-center gap-2 rounded-md border border-warning/50 bg-warning/10 px-3 py-2">
          <Badge variant="warning">
            <FlaskConical aria-hidden="true" />
            Test mode
          </Badge>
          <span>No real money moves: payments here are simulated.</span>
        </p>
      ) : (
        <p className="flex items-center gap-2 text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          Payments are processed securely by Razorpay.
        </p>
      )}
    </div>
  );
}
