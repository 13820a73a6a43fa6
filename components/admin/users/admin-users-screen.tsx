"use client";

import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { UsersRound } from "lucide-react";
import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { PagedList } from "@/components/data/paged-list";
import { SearchBar, SearchField } from "@/components/data/search-bar";
import { FilterSelect } from "@/components/ui/native-select";
import { ROLE_LABELS } from "@/lib/auth/roles";
import type { DateStyle } from "@/lib/format/date-time";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import {
  MAX_USER_SEARCH,
  type AdminUserRoleFilter,
  type AdminUserStatusFilter,
} from "@/lib/validations/admin-users-values";
import {
  isFiltered,
  userFiltersFrom,
  userQueryString,
  usersApiPath,
  usersExportPath,
  type UserFilterValues,
} from "./admin-user-filters";
import { NO_USERS_FOUND } from "./admin-users-messages";
import type { PrintedJoinDates } from "./join-dates";
import { UserList, UserListSkeleton } from "./user-list";
import { refreshAdminQueues } from "@/lib/swr/use-admin-queues";
import { adminUsersList } from "@/lib/api/endpoints/admin-users";
import type { ResultOf } from "@/lib/api/endpoint";

const SEARCH_DELAY_MS = 300;

const ROLE_OPTIONS: Record<AdminUserRoleFilter, string> = { all: "All roles", ...ROLE_LABELS };
const STATUS_OPTIONS: Record<AdminUserStatusFilter, string> = {
  all: "All statuses",
  active: "Active",
  suspended: "Suspended",
};

/** The History API updates useSearchParams without a server round trip. */
function writeAddress(next: UserFilterValues, replace: boolean) {
  const query = userQueryString(next);
  const url = `/admin/users${query ? `?${query}` : ""}`;
  if (replace) window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
}

interface AdminUsersScreenProps {
  selfId: string;
  dateStyle: DateStyle;
  /** The first page for the address's filters, as the server read it with the page. */
  initial?: { path: string; page: ResultOf<typeof adminUsersList> };
  /** The first page's join dates, printed by the server in `dateStyle`. */
  joinDates: PrintedJoinDates;
}

/** /admin/users: every account, searched and filtered through the address; CSV of what matches. */
export function AdminUsersScreen({ selfId, dateStyle, initial, joinDates }: AdminUsersScreenProps) {
  const params = useSearchParams();
  const filters = userFiltersFrom(params);
  const list = useCursorList(adminUsersList, usersApiPath(filters), {
    initial,
    swr: { keepPreviousData: true },
  });
  const [term, setTerm] = useState(filters.q);
  // The search this screen last wrote to the address: another one came from back or forward.
  const written = useRef(filters.q);

  const { q, role, status } = filters;

  function show(next: UserFilterValues, replace = false) {
    written.current = next.q.trim();
    writeAddress(next, replace);
  }

  useEffect(() => {
    if (q !== written.current) {
      written.current = q;
      setTerm(q);
    }
  }, [q]);

  // Typing searches once it pauses; each pause replaces the address rather than adding to it.
  useEffect(() => {
    if (term.trim() === q) return;
    const timer = window.setTimeout(() => {
      written.current = term.trim();
      writeAddress({ q: term, role, status }, true);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [term, q, role, status]);

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Users"
        description="Every account: search, change roles, suspend and reactivate."
        exportHref={usersExportPath(filters)}
      />

      <SearchBar
        label="Search users"
        onSubmit={(event) => {
          event.preventDefault();
          show({ ...filters, q: term });
        }}
        layout="sm:grid-cols-[minmax(0,1fr)_11rem_11rem] sm:items-end"
      >
        <SearchField
          id="users-search"
          placeholder="Name or email"
          maxLength={MAX_USER_SEARCH}
          value={term}
          onValueChange={setTerm}
        />
        <FilterSelect
          id="users-role"
          label="Role"
          value={filters.role}
          options={ROLE_OPTIONS}
          onChange={(role) => show({ ...filters, q: term, role })}
        />
        <FilterSelect
          id="users-status"
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => show({ ...filters, q: term, status })}
        />
      </SearchBar>

      <section aria-label="Accounts" aria-busy={list.isLoading || list.isRefreshing}>
        <PagedList
          list={list}
          skeleton={<UserListSkeleton />}
          errorTitle="Couldn't load the users"
          refreshErrorTitle="Couldn't refresh the users"
          empty={{
            icon: UsersRound,
            title: NO_USERS_FOUND,
            description: isFiltered(filters)
              ? "Try another search, role or status."
              : "No accounts yet.",
          }}
        >
          {(users) => (
            <UserList
              users={users}
              selfId={selfId}
              dateStyle={dateStyle}
              joinDates={joinDates}
              onChanged={() => void Promise.all([list.reload(), refreshAdminQueues()])}
            />
          )}
        </PagedList>
      </section>
    </div>
  );
}
