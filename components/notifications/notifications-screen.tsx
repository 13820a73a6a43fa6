"use client";

import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { BellOff, CheckCheck } from "lucide-react";
import { PagedList, RowsSkeleton } from "@/components/data/paged-list";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { notificationsList } from "@/lib/api/endpoints/notifications";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import type { NotificationView } from "@/lib/schemas/notifications";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { useLiveCounts } from "@/lib/swr/use-live-counts";
import { notificationsPath } from "@/lib/swr/use-notifications";
import { markAllRead } from "./mark-read";
import {
  filterFromParam,
  NOTIFICATION_FILTERS,
  NOTIFICATION_TEXT,
  notificationsHref,
  type NotificationFilter,
} from "./notification-messages";
import { NotificationRow } from "./notification-row";
import { useMinuteClock } from "./use-minute-clock";

/**
 * /notifications: every notification of the account, newest first (or the unread ones), each a
 * link to what it is about that marks it read; Mark all as read; Load more by cursor. A new one
 * arriving (the live count goes up) reads the list again.
 */
export function NotificationsScreen({
  initial,
  dateStyle,
}: {
  /** The filter and first page the server rendered the page with. */
  initial: { filter: NotificationFilter; page: Page<NotificationView> };
  dateStyle: DateStyle;
}) {
  const params = useSearchParams();
  const fromAddress = filterFromParam(params.get("show"));
  // As the bookings' tabs: follow a press at once, and the address on Back and Forward.
  const [filter, setFilter] = useState(fromAddress);
  const [address, setAddress] = useState(fromAddress);
  if (address !== fromAddress) {
    setAddress(fromAddress);
    setFilter(fromAddress);
  }
  const list = useCursorList(notificationsList, notificationsPath(filter === "unread"), {
    initial: { path: notificationsPath(initial.filter === "unread"), page: initial.page },
  });
  const unread = useLiveCounts()?.notifications;

  // More unread than before: something new arrived (the live stream said so). Fewer is this
  // screen's own doing (or another tab's), already shown.
  const lastUnread = useRef(unread);
  const { reload } = list;
  useEffect(() => {
    const before = lastUnread.current;
    lastUnread.current = unread;
    if (before !== undefined && unread !== undefined && unread > before) void reload();
  }, [unread, reload]);

  const now = useMinuteClock();

  const [marking, setMarking] = useState(false);
  const markAll = () => {
    setMarking(true);
    void markAllRead()
      .then(() => reload())
      .finally(() => setMarking(false));
  };

  const choose = (value: string) => {
    const next = filterFromParam(value);
    setFilter(next);
    const href = notificationsHref(next);
    if (`${window.location.pathname}${window.location.search}` !== href) {
      window.history.pushState(null, "", href);
    }
  };

  const filters = Object.keys(NOTIFICATION_FILTERS) as NotificationFilter[];
  return (
    <Tabs value={filter} onValueChange={choose} gap="md">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label={NOTIFICATION_TEXT.filterLabel}>
          {filters.map((value) => (
            <TabsTrigger key={value} value={value} size="wide">
              {NOTIFICATION_FILTERS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={marking}
          disabled={!unread}
          onClick={markAll}
        >
          {marking ? null : <CheckCheck aria-hidden="true" />}
          {NOTIFICATION_TEXT.markAllRead}
        </Button>
      </div>
      {filters.map((value) => (
        <TabsContent key={value} value={value}>
          <PagedList
            list={list}
            skeleton={
              <RowsSkeleton
                label={NOTIFICATION_TEXT.loading}
                count={4}
                rowShape="xl"
                rowClassName="h-16"
              />
            }
            errorTitle={NOTIFICATION_TEXT.loadFailed}
            refreshErrorTitle={NOTIFICATION_TEXT.loadFailed}
            empty={{
              icon: BellOff,
              title:
                value === "unread" ? NOTIFICATION_TEXT.noUnread : NOTIFICATION_TEXT.allCaughtUp,
              description:
                value === "unread"
                  ? NOTIFICATION_TEXT.emptyUnreadDescription
                  : NOTIFICATION_TEXT.emptyAllDescription,
            }}
          >
            {(items) => (
              <ul
                className="divide-y overflow-hidden rounded-xl border"
                data-testid="notifications"
              >
                {items.map((item) => (
                  <NotificationRow
                    key={item.id}
                    item={item}
                    now={now}
                    dateStyle={dateStyle}
                    onFollow={list.replaceItem}
                  />
                ))}
              </ul>
            )}
          </PagedList>
        </TabsContent>
      ))}
    </Tabs>
  );
}
