import type { Metadata } from "next";
import Link from "next/link";
import { Users } from "lucide-react";
import { AccessChanged } from "@/components/account/access-changed";
import { AccountCard } from "@/components/dashboard/account-card";
import { DashboardHeading } from "@/components/dashboard/dashboard-heading";
import { DashboardPage } from "@/components/dashboard/dashboard-page";
import { buttonVariants } from "@/components/ui/button";
import { requireAccess } from "@/lib/server/auth/require-access";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default async function AdminDashboardPage() {
  const user = await requireAccess("area.admin");
  if (!user) return <AccessChanged />;

  return (
    <DashboardPage
      heading={
        <DashboardHeading
          user={user}
          description="Oversee users, services, conversions and payments."
          actions={
            <Link href="/admin/users" className={buttonVariants({ variant: "outline" })}>
              <Users aria-hidden="true" />
              Manage Users
            </Link>
          }
        />
      }
    >
      <AccountCard user={user} />
    </DashboardPage>
  );
}
