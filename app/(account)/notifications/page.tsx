import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { Container } from "@/components/layout/container";
import { NotificationsScreen } from "@/components/notifications/notifications-screen";
import { NOTIFICATIONS } from "@/components/notifications/bell-words";
import {
  filterFromParam,
  NOTIFICATION_TEXT,
  NOTIFICATIONS_PAGE_SIZE,
} from "@/components/notifications/notification-messages";
import { dateStyleFor } from "@/lib/format/date-time";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";
import { requireAccess } from "@/lib/server/auth/require-access";
import { listNotifications } from "@/lib/server/notifications/list-notifications";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: NOTIFICATIONS };

/** Every signed-in role's notifications (the bell's "See all notifications"). */
export default async function NotificationsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireAccess("area.account");
  if (!user) return <AccessChanged />;
  const filter = filterFromParam(firstParam((await searchParams).show));
  const requestHeaders = await headers();
  const [region, page] = await Promise.all([
    detectRegion(requestHeaders),
    listNotifications({
      userId: user.id,
      query: { limit: NOTIFICATIONS_PAGE_SIZE, unread: filter === "unread" },
    }),
  ]);

  return (
    <Container width="3xl" className="space-y-6 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{NOTIFICATIONS}</h1>
        <p className="mt-1.5 text-muted-foreground">{NOTIFICATION_TEXT.pageDescription}</p>
      </div>
      <NotificationsScreen
        initial={{ filter, page }}
        dateStyle={dateStyleFor(region, requestHeaders)}
      />
    </Container>
  );
}
