"use client";

import { useEffect, useRef, useState } from "react";
import { CheckCheck, ListChecks } from "lucide-react";
import Link from "@/components/ui/link";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { useMenuHandover, type MenuHandover } from "@/components/nav/use-menu-handover";
import { errorMessage } from "@/lib/api/client";
import { browserDateStyle, formatDateTime, type DateStyle } from "@/lib/format/date-time";
import type { NotificationView } from "@/lib/schemas/notifications";
import { useLatestNotifications } from "@/lib/swr/use-notifications";
import { cn } from "@/lib/utils";
import { BELL_BUTTON_CLASS, BellFace } from "./bell-face";
import { markAllRead, markReadOnFollow } from "./mark-read";
import { bellName, NOTIFICATIONS } from "./bell-words";
import { NOTIFICATION_TEXT } from "./notification-messages";
import { relativeTime } from "./relative-time";
import { TOPIC_ICONS } from "./topic-icons";
import { useMinuteClock } from "./use-minute-clock";

/** The bell and its popover: the newest notifications, Mark all as read, See all. */
export function NotificationMenu({ unread, ...handover }: { unread: number } & MenuHandover) {
  const { trigger, open, onOpenChange } = useMenuHandover(handover);

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        ref={trigger}
        aria-label={bellName(unread)}
        className={BELL_BUTTON_CLASS}
      >
        <BellFace unread={unread} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        collisionPadding={8}
        flush
        className="w-[22rem] max-w-[calc(100vw-1rem)]"
        data-testid="notification-menu"
      >
        <p className="px-3 pt-3 pb-2 text-sm font-semibold">{NOTIFICATIONS}</p>
        <DropdownMenuSeparator flush />
        <LatestNotifications unread={unread} />
        <DropdownMenuSeparator flush />
        <div className="p-1">
          {unread > 0 ? <MarkAllItem /> : null}
          <DropdownMenuItem asChild>
            <Link href="/notifications">
              <ListChecks aria-hidden="true" />
              {NOTIFICATION_TEXT.seeAll}
            </Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MarkAllItem() {
  const [pending, setPending] = useState(false);
  return (
    <DropdownMenuItem
      disabled={pending}
      onSelect={(event) => {
        // The popover stays open: its rows turn read in place.
        event.preventDefault();
        setPending(true);
        void markAllRead().finally(() => setPending(false));
      }}
    >
      <CheckCheck aria-hidden="true" />
      {NOTIFICATION_TEXT.markAllRead}
    </DropdownMenuItem>
  );
}

/** The newest few, read as the popover opens: a skeleton first, then the rows or "all caught up". */
function LatestNotifications({ unread }: { unread: number }) {
  const { items, error, reload } = useLatestNotifications();
  // One more unread while it is open: a new notification arrived (the live stream said so).
  const lastUnread = useRef(unread);
  useEffect(() => {
    const before = lastUnread.current;
    lastUnread.current = unread;
    if (unread > before) void reload();
  }, [unread, reload]);
  const now = useMinuteClock();
  // The popover only ever renders in the browser: the browser's own zone and wording.
  const [style] = useState(() => browserDateStyle(navigator.language));
  if (items === undefined && error) {
    return (
      <p role="alert" className="px-3 py-6 text-center text-sm text-destructive">
        {NOTIFICATION_TEXT.loadFailed}: {errorMessage(error)}
      </p>
    );
  }
  if (items === undefined) {
    return (
      <div className="space-y-3 px-3 py-3" data-testid="notification-menu-loading">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-start gap-3">
            <Skeleton shape="full" className="size-8" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
        <span className="sr-only" role="status">
          {NOTIFICATION_TEXT.loading}
        </span>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className="px-3 py-8 text-center text-sm text-muted-foreground">
        {NOTIFICATION_TEXT.allCaughtUp}
      </p>
    );
  }
  return (
    <div className="max-h-[min(24rem,60dvh)] overflow-y-auto p-1">
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} now={now} style={style} />
      ))}
    </div>
  );
}

function NotificationItem({
  item,
  now,
  style,
}: {
  item: NotificationView;
  now: Date | null;
  style: DateStyle;
}) {
  const Icon = TOPIC_ICONS[item.topic];
  return (
    <DropdownMenuItem asChild layout="entry" className={cn(!item.read && "bg-primary/5")}>
      <Link
        href={item.href}
        data-testid="notification-menu-item"
        data-read={item.read}
        onClick={() => markReadOnFollow(item)}
      >
        <span
          aria-hidden="true"
          className={cn(
            "mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full",
            item.read ? "bg-muted text-muted-foreground" : "bg-primary/10 text-primary",
          )}
        >
          <Icon className="size-4 text-current" />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn("block break-words", !item.read && "font-medium")}>
            {item.read ? null : <span className="sr-only">{NOTIFICATION_TEXT.unread}: </span>}
            {item.text}
          </span>
          <time
            dateTime={item.createdAt}
            title={formatDateTime(item.createdAt, style)}
            className="text-xs text-muted-foreground"
          >
            {now ? relativeTime(item.createdAt, now, style) : formatDateTime(item.createdAt, style)}
          </time>
        </span>
        {item.read ? null : (
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-primary" />
        )}
      </Link>
    </DropdownMenuItem>
  );
}
