"use client";

// The admin dashboard's figures in the browser: seeded with what the server rendered and read
// again when the tab regains focus (SWR's default), so an admin coming back sees fresh figures.
import useSWR from "swr";
import { swrFetcher } from "@/lib/api/client";
import type { AdminDashboardView } from "@/lib/schemas/admin-dashboard";

export const ADMIN_DASHBOARD_KEY = "/api/v1/admin/dashboard";

export function useAdminDashboard(initial: AdminDashboardView): AdminDashboardView {
  const { data } = useSWR<AdminDashboardView>(ADMIN_DASHBOARD_KEY, swrFetcher, {
    fallbackData: initial,
    revalidateOnMount: false,
  });
  return data ?? initial;
}
