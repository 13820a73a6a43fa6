import { FlaskConical, Globe, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { RegionInfo } from "@/lib/money/region";
import type { CheckoutProvider } from "@/lib/payments/checkout-client";
import type { CoinPackages } from "@/lib/schemas/economics";
import { BASE_CURRENCY } from "@/lib/money/currencies";
import { formatExchangeRate } from "@/lib/format/exchange-rate";
import { spreadWords } from "./price-words";

/**
 * "United States" for "US". A country header gives only the code; the browser and the server
 * name it from the same ICU data, so the server's HTML and the hydrated page agree.
 */
function countryName(region: RegionInfo): string {
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
 * Which currency the prices are in, that outside India (any currency but the base one) coins are
 * sold at the exchange rate less the spread, in plain words, and whether real money moves
 * (docs/spec.md "Add Coins": region note).
 */
export function RegionNote({
  region,
  provider,
  offer,
}: {
  region: RegionInfo;
  provider: CheckoutProvider;
  /** The rates of the offer: coins sold per unit, the exchange rate and the spread. */
  offer: Pick<CoinPackages, "currency" | "rate" | "exchangeRate" | "spreadPercent">;
}) {
  const spread = spreadWords(offer);
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-start gap-2 text-muted-foreground">
        <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {region.currency === BASE_CURRENCY ? (
          <span>Prices in INR for India</span>
        ) : (
          <span>
            {`Prices in ${region.currency} (${countryName(region)}): `}
            <span className="font-medium whitespace-nowrap text-foreground">
              {formatExchangeRate(offer.currency, offer.rate)}
            </span>
            {spread ? ` ${spread}` : ""}.
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
