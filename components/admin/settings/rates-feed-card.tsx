"use client";

import { useState } from "react";
import { CircleAlert, Rss } from "lucide-react";
import { CardHeading } from "@/components/dashboard/card-heading";
import { ReloadButton } from "@/components/data/refresh-button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminSettingsRefreshRates } from "@/lib/api/endpoints/admin-settings";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { notify } from "@/lib/notify";
import { storeAdminSettings } from "@/lib/swr/use-admin-settings";

type Feed = PlatformSettingsView["feed"];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2.5 first:pt-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/**
 * The exchange-rate feed (FX_RATES_URL): whether one is configured, when it last answered, its
 * last failure, and a way to ask it now. A failure keeps the last rates, so it is told, not hidden.
 */
export function RatesFeedCard({ feed, dateStyle }: { feed: Feed; dateStyle: DateStyle }) {
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      const { data } = await callApi(adminSettingsRefreshRates);
      await storeAdminSettings(data);
      // The feed's answer is in its state: an error newer than the last success is this one's.
      if (data.feed.error) {
        notify.error("Rates not refreshed", {
          description: `${data.feed.error}. The last rates stay.`,
        });
      } else {
        notify.success("Exchange rates refreshed");
      }
    } catch (cause) {
      notify.error("Rates not refreshed", { description: errorMessage(cause) });
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <Card role="region" aria-labelledby="rates-feed-title" spacing="snug" data-testid="rates-feed">
      <CardHeader>
        <CardHeading id="rates-feed-title" icon={Rss}>
          Rates feed
        </CardHeading>
        <CardDescription>
          {feed.configured
            ? "The server fetches the rates from the configured feed at start and then regularly."
            : "No feed is configured: the rates are the ones entered here."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {feed.configured ? (
          <>
            <dl className="divide-y">
              <Fact label="Last fetched">
                {feed.fetchedAt ? formatDateTime(feed.fetchedAt, dateStyle) : "Never"}
              </Fact>
              <Fact label="Last failure">
                {feed.failedAt ? formatDateTime(feed.failedAt, dateStyle) : "None"}
              </Fact>
            </dl>
            {feed.error ? (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  The last fetch failed: {feed.error}. The rates stay as they were until it answers.
                </span>
              </p>
            ) : null}
            <ReloadButton
              variant="outline"
              className="w-full sm:w-auto"
              busy={refreshing}
              onReload={() => void refresh()}
            >
              {refreshing ? "Refreshing..." : "Refresh rates now"}
            </ReloadButton>
          </>
        ) : (
          <p className="rounded-md bg-muted/60 px-3 py-2.5 text-sm text-muted-foreground">
            To fetch them automatically, set <code className="font-mono text-xs">FX_RATES_URL</code>{" "}
            on the server (JSON: units of each currency per rupee).
          </p>
        )}
      </CardContent>
    </Card>
  );
}
