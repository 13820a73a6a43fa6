// What /admin/disputes opens with, for the filters in its address: the queue's figures and the
// first page of the list. Filters that do not parse (an edited link) open every dispute.
import "server-only";
import type { AdminDisputePage, AdminDisputeSummary } from "@/lib/schemas/disputes";
import { adminDisputeFilters, type AdminDisputeFilters } from "@/lib/validations/disputes";
import { adminDisputeSummary, listAdminDisputes } from "./admin-disputes";

export interface AdminDisputesScreenData {
  summary: AdminDisputeSummary;
  page: AdminDisputePage;
  filters: AdminDisputeFilters;
}

const SCREEN_PAGE = 20;

export async function adminDisputesScreenData(
  searchParams: Record<string, string | string[] | undefined>,
): Promise<AdminDisputesScreenData> {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = adminDisputeFilters.safeParse({
    status: first(searchParams.status),
    search: first(searchParams.search),
  });
  const filters: AdminDisputeFilters = parsed.success ? parsed.data : { status: "all" };
  const [summary, page] = await Promise.all([
    adminDisputeSummary(),
    listAdminDisputes({ ...filters, limit: SCREEN_PAGE }),
  ]);
  return { summary, page, filters };
}
