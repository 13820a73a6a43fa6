"use client";

import { TriangleAlert } from "lucide-react";
import { ReloadButton } from "@/components/data/refresh-button";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { errorMessage } from "@/lib/api/client";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { ratedNames } from "@/lib/marketing/money-words";
import { useAdminSettings } from "@/lib/swr/use-admin-settings";
import { RatesFeedCard } from "./rates-feed-card";
import { SettingsForm } from "./settings-form";

/**
 * /admin/settings: the platform's money rules (commission, conversion fee, exchange rates) and
 * the rates feed. Opens with the server's copy; a re-read that fails says so above the form and
 * keeps what was shown.
 */
export function AdminSettingsScreen({
  initial,
  dateStyle,
}: {
  initial: PlatformSettingsView;
  dateStyle: DateStyle;
}) {
  const { data, error, isValidating, mutate } = useAdminSettings(initial);
  const settings = data ?? initial;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Fees &amp; rates</h1>
        <p className="mt-1.5 text-muted-foreground">
          The platform&apos;s money rules: what it keeps of bookings and conversions, and what a
          coin is worth in {ratedNames("and")}. Changes apply at once and are written to the audit
          log.
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Last changed {formatDateTime(settings.updatedAt, dateStyle)}.
        </p>
      </div>
      {error ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-warning/60 bg-warning/10 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Couldn&apos;t read the latest settings ({errorMessage(error)}): these may be out of
              date.
            </span>
          </p>
          <ReloadButton
            variant="outline"
            size="sm"
            busy={isValidating}
            onReload={() => void mutate()}
          >
            Try Again
          </ReloadButton>
        </div>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <SettingsForm settings={settings} dateStyle={dateStyle} />
        <RatesFeedCard feed={settings.feed} dateStyle={dateStyle} />
      </div>
    </div>
  );
}
