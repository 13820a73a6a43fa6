import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import {
  userFiltersFrom,
  usersApiPath,
  usersApiQuery,
} from "@/components/admin/users/admin-user-filters";
import { AdminUsersScreen } from "@/components/admin/users/admin-users-screen";
import { printJoinDates } from "@/components/admin/users/join-dates";
import { Container } from "@/components/layout/container";
import { dateStyleFor } from "@/lib/format/date-time";
import { listAdminUsers } from "@/lib/server/admin/list-users";
import { requireAccess } from "@/lib/server/auth/require-access";
import { detectRegion } from "@/lib/server/payments/region";
import { adminUserQuery } from "@/lib/validations/admin-users";
import { paramsOf } from "@/lib/url/page-query";
import { findBadText } from "@/lib/validations/text-input";

export const metadata: Metadata = { title: "Manage Users" };

interface AdminUsersPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function AdminUsersPage({ searchParams }: AdminUsersPageProps) {
  const user = await requireAccess("area.admin");
  if (!user) return <AccessChanged />;
  // The first page of the address's filters comes with the page: its rows paint with it. A search
  // the API refuses (a NUL character) is left to the browser's request, which shows why.
  const filters = userFiltersFrom(paramsOf(await searchParams));
  const [region, page] = await Promise.all([
    detectRegion(await headers()),
    findBadText(filters.q) ? null : listAdminUsers(adminUserQuery.parse(usersApiQuery(filters))),
  ]);
  const dateStyle = dateStyleFor(region, await headers());
  return (
    <Container className="py-8 sm:py-10">
      <AdminUsersScreen
        selfId={user.id}
        dateStyle={dateStyle}
        initial={page ? { path: usersApiPath(filters), page } : undefined}
        joinDates={page ? printJoinDates(page.items, dateStyle) : {}}
      />
    </Container>
  );
}
