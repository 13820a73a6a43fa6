import { FlaskConical, Globe, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { RegionInfo } from "@/lib/payments/currency";
import type { CheckoutProvider } from "@/lib/payments/checkout-client";

/** Which currency the prices are in, and whether real money moves (SPEC.md "Add Coins"). */
export function RegionNote({
  region,
  provider,
}: {
  region: RegionInfo;
  provider: CheckoutProvider;
}) {
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-center gap-2 text-muted-foreground">
        <Globe aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {region.isIndia ? "Prices in INR for India" : "Prices in USD outside India"}
          {region.isIndia ? null : <span className="sr-only"> ({region.country})</span>}
        </span>
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
