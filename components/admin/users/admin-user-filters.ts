// The users screen's filters as the address keeps them (?q=&role=&status=), and the API paths
// they make: the list and its CSV export. Unknown values in the address fall back to "all".
import { endpointUrl } from "@/lib/api/endpoint";
import type { QueryParams } from "@/lib/url/page-query";
import { adminUsersExport, adminUsersList } from "@/lib/api/endpoints/admin-users";
import {
  ADMIN_USER_ROLES,
  ADMIN_USER_STATUSES,
  MAX_USER_SEARCH,
  type AdminUserRoleFilter,
  type AdminUserStatusFilter,
} from "@/lib/validations/admin-users-values";

export interface UserFilterValues {
  q: string;
  role: AdminUserRoleFilter;
  status: AdminUserStatusFilter;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function userFiltersFrom(params: QueryParams): UserFilterValues {
  return {
    q: (params.get("q") ?? "").slice(0, MAX_USER_SEARCH),
    role: oneOf(ADMIN_USER_ROLES, params.get("role")) ?? "all",
    status: oneOf(ADMIN_USER_STATUSES, params.get("status")) ?? "all",
  };
}

/** The page's own query string: only what differs from the defaults. */
export function userQueryString(filters: UserFilterValues): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set("q", filters.q.trim());
  if (filters.role !== "all") query.set("role", filters.role);
  if (filters.status !== "all") query.set("status", filters.status);
  return query.toString();
}

/** The list's and the export's query: only the filters that narrow. */
export function usersApiQuery(filters: UserFilterValues) {
  return {
    search: filters.q.trim() || undefined,
    role: filters.role === "all" ? undefined : filters.role,
    status: filters.status === "all" ? undefined : filters.status,
  };
}

export const usersApiPath = (filters: UserFilterValues) =>
  endpointUrl(adminUsersList, { query: usersApiQuery(filters) });

export const usersExportPath = (filters: UserFilterValues) =>
  endpointUrl(adminUsersExport, { query: usersApiQuery(filters) });

export const isFiltered = (filters: UserFilterValues) => userQueryString(filters) !== "";
