"use client";

// The organization dashboard's figures and earnings in the browser: seeded with what the server
// rendered, read again when the tab regains focus, and refreshed after anything that moves the
// organization's coins (a booking delivered or cancelled on the dashboard).
import useSWR, { mutate } from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { orgDashboardDashboard, orgDashboardEarnings } from "@/lib/api/endpoints/org-dashboard";
import type { EarningsSeries, OrgDashboardView } from "@/lib/schemas/org-dashboard";
import type { EarningsRange } from "@/lib/validations/org-dashboard";
import { refreshEarningsBalance } from "./use-earnings-balance";

const ORG_DASHBOARD_KEY = endpointUrl(orgDashboardDashboard);
const EARNINGS_PATH = endpointUrl(orgDashboardEarnings);

const earningsKey = (range: EarningsRange) =>
  endpointUrl(orgDashboardEarnings, { query: { range } });

/** The figures and recent conversions; the server's rendering is the first value. */
export function useOrgDashboard(initial: OrgDashboardView): OrgDashboardView {
  const { data } = useSWR(ORG_DASHBOARD_KEY, fetcherFor(orgDashboardDashboard), {
    fallbackData: initial,
    revalidateOnMount: false,
  });
  return data ?? initial;
}

/** The daily earnings of a range; `initial` is used for the range the server rendered. */
export function useEarnings(range: EarningsRange, initial: EarningsSeries) {
  return useSWR(earningsKey(range), fetcherFor(orgDashboardEarnings), {
    fallbackData: range === initial.range ? initial : undefined,
    revalidateOnMount: range !== initial.range,
  });
}

/** After a booking is delivered or cancelled: every figure, every range and the header's chip. */
export function refreshOrgDashboard(): Promise<unknown> {
  return Promise.all([
    mutate(ORG_DASHBOARD_KEY),
    mutate((key) => typeof key === "string" && key.startsWith(`${EARNINGS_PATH}?`)),
    refreshEarningsBalance(),
  ]);
}
