"use client";

// The admin dashboard's figures in the browser: seeded with what the server rendered and read
// again when the tab regains focus (SWR's default), so an admin coming back sees fresh figures.
import useSWR from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { adminDashboardDashboard } from "@/lib/api/endpoints/admin-dashboard";
import type { AdminDashboardView } from "@/lib/schemas/admin-dashboard";

const ADMIN_DASHBOARD_KEY = endpointUrl(adminDashboardDashboard);

export function useAdminDashboard(initial: AdminDashboardView): AdminDashboardView {
  const { data } = useSWR(ADMIN_DASHBOARD_KEY, fetcherFor(adminDashboardDashboard), {
    fallbackData: initial,
    revalidateOnMount: false,
  });
  return data ?? initial;
}
