"use client";

import Link from "@/components/ui/link";
import { ArrowLeftRight, ArrowRight } from "lucide-react";
import { ConversionStatusBadge } from "@/components/conversions/conversion-status-badge";
import { buttonVariants } from "@/components/ui/button";
import { CardEmpty, SectionCard } from "@/components/data/section-card";
import type { OrgDashboardView, RecentConversion } from "@/lib/schemas/org-dashboard";
import { formatCoins } from "@/lib/format/coins";
import { formatDate, type DateStyle } from "@/lib/format/date-time";
import { feeText, payoutText, rateText } from "@/lib/conversions/quote-words";
import { failedLine, paidLine } from "@/lib/conversions/status-words";
import { useOrgDashboard } from "@/lib/swr/use-org-dashboard";
import { BASE_CURRENCY, CURRENCY_LIST_TEXT } from "@/lib/money/currencies";

/** How the payout was worked out: "No fee · 1 USD = 88.00 coins" (rupees need no rate). */
function moneyLine(request: RecentConversion): string {
  const fee = request.feeCoins > 0 ? `Fee ${feeText(request.feeCoins)}` : feeText(0);
  return request.currency === BASE_CURRENCY
    ? fee
    : `${fee} · ${rateText(request.currency, request.rate)}`;
}

/** The newest conversion requests and their state, with the way to all of them. */
export function RecentConversionsCard({
  initial,
  dateStyle,
}: {
  initial: OrgDashboardView;
  dateStyle: DateStyle;
}) {
  const { recentConversions } = useOrgDashboard(initial);
  return (
    <SectionCard
      id="recent-conversions-title"
      icon={ArrowLeftRight}
      title="Recent Conversions"
      description="Your latest requests to turn coins into money."
      contentClassName="flex flex-1 flex-col gap-4"
    >
      {recentConversions.length === 0 ? (
        <CardEmpty
          title="No conversion requests yet"
          description={`Convert the coins you have earned into ${CURRENCY_LIST_TEXT}.`}
        />
      ) : (
        <ul className="divide-y" data-testid="recent-conversions">
          {recentConversions.map((request) => {
            // Paid says when and the reference; failed says why and that the coins came back.
            const progress =
              request.status === "paid"
                ? paidLine(request, dateStyle)
                : request.status === "failed"
                  ? `Payout failed: ${failedLine(request)}`
                  : null;
            return (
              <li key={request.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium tabular-nums">
                    {formatCoins(request.amount)}
                    <span className="text-muted-foreground">
                      {" "}
                      → {payoutText(request.payoutMinor, request.currency)}
                    </span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Requested {formatDate(request.requestedAt, dateStyle)} · {moneyLine(request)}
                  </p>
                  {progress ? (
                    <p className="text-xs text-muted-foreground" data-testid="conversion-progress">
                      {progress}
                    </p>
                  ) : null}
                </div>
                <ConversionStatusBadge status={request.status} />
              </li>
            );
          })}
        </ul>
      )}
      <Link
        href="/org/convert"
        className={buttonVariants({ variant: "outline", className: "mt-auto w-full" })}
      >
        View all conversions
        <ArrowRight aria-hidden="true" />
      </Link>
    </SectionCard>
  );
}
