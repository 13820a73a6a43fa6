"use client";

import Link from "@/components/ui/link";
import { TriangleAlert } from "lucide-react";
import { formatDateTime } from "@/lib/format/date-time";
import { useAdminDashboard } from "@/lib/swr/use-admin-dashboard";
import type { AdminCardProps } from "./admin-card-props";

/**
 * The exchange-rate feed's last fetch failed: top-ups and conversions are priced at the last good
 * rates until it answers again, so the admin is told, with the way to check them.
 */
export function RatesFeedWarning({ initial, dateStyle }: Omit<AdminCardProps, "className">) {
  const { ratesFeed } = useAdminDashboard(initial);
  if (!ratesFeed.error) return null;
  return (
    <div
      role="alert"
      data-testid="rates-feed-warning"
      className="col-span-full flex items-start gap-3 rounded-xl border border-warning/60 bg-warning/10 px-4 py-3 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">Exchange rates not updated</p>
        <p className="break-words">
          The rates feed&apos;s last fetch
          {ratesFeed.failedAt
            ? ` (${formatDateTime(ratesFeed.failedAt, dateStyle)})`
            : ""} failed: {ratesFeed.error}. Top-ups and conversions use the last rates until it
          answers again.
        </p>
        <Link
          href="/admin/settings"
          className="inline-flex min-h-6 items-center font-medium underline underline-offset-2 hover:no-underline"
        >
          Check the rates in Fees &amp; rates
        </Link>
      </div>
    </div>
  );
}
