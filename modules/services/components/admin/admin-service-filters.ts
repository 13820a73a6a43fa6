// The admin's services filters live in the URL (?search=&category=&status=), so a reload, the
// back button and the dashboard's links to a queue (/admin/services?status=pending) show them.
import type { QueryParams } from "@/lib/url/page-query";
import type { AdminServiceFilters } from "@/modules/services/shared/admin-validations";
import {
  ADMIN_SERVICE_CATEGORIES,
  ADMIN_SERVICE_SEARCH_MAX,
  ADMIN_SERVICE_STATUSES,
  type AdminServiceCategory,
  type AdminServiceStatus,
} from "@/modules/services/shared/admin-validations-values";
import { endpointUrl } from "@/lib/api/endpoint";
import { adminServicesList } from "@/lib/api/endpoints/admin-services";
import { CATEGORY_LABELS } from "@/modules/catalog/shared/categories";

export const STATUS_FILTER_LABELS: Record<AdminServiceStatus, string> = {
  all: "All statuses",
  active: "Active",
  inactive: "Inactive",
  pending: "Pending",
  changes_requested: "Changes requested",
  rejected: "Rejected",
  pending_change: "Pending change",
};

/** A category filter's words: "All categories" or the category's label. */
export const categoryLabel = (category: AdminServiceCategory) =>
  category === "all" ? "All categories" : CATEGORY_LABELS[category];

export const ADMIN_SERVICES_PAGE_SIZE = 20;

type Params = QueryParams | null;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}

/** The filters a URL asks for; anything unknown reads as "all", an overlong search is cut. */
export function filtersFromParams(params: Params): AdminServiceFilters {
  const search = (params?.get("search") ?? "").trim().slice(0, ADMIN_SERVICE_SEARCH_MAX);
  return {
    search: search || undefined,
    category: oneOf<AdminServiceCategory>(
      ADMIN_SERVICE_CATEGORIES,
      params?.get("category") ?? null,
      "all",
    ),
    status: oneOf<AdminServiceStatus>(ADMIN_SERVICE_STATUSES, params?.get("status") ?? null, "all"),
  };
}

function queryOf(filters: AdminServiceFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.category !== "all") query.set("category", filters.category);
  if (filters.status !== "all") query.set("status", filters.status);
  return query;
}

/** This page's own URL for the filters: "/admin/services?status=pending". */
export function adminServicesHref(filters: AdminServiceFilters): string {
  const query = queryOf(filters).toString();
  return query ? `/admin/services?${query}` : "/admin/services";
}

/** GET adminServices.list for the filters: the first page; later pages add a cursor. */
export function adminServicesApiPath(filters: AdminServiceFilters): string {
  return endpointUrl(adminServicesList, {
    query: {
      search: filters.search || undefined,
      category: filters.category === "all" ? undefined : filters.category,
      status: filters.status === "all" ? undefined : filters.status,
      limit: ADMIN_SERVICES_PAGE_SIZE,
    },
  });
}
