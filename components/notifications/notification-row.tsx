"use client";

import Link from "@/components/ui/link";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { TOPIC_FACTS } from "@/lib/notifications/topics";
import type { NotificationView } from "@/lib/schemas/notifications";
import { cn } from "@/lib/utils";
import { markReadOnFollow } from "./mark-read";
import { NOTIFICATION_TEXT } from "./notification-messages";
import { relativeTime } from "./relative-time";
import { TOPIC_ICONS } from "./topic-icons";

interface NotificationRowProps {
  item: NotificationView;
  /** The screen's clock for "5 minutes ago"; null until the browser has read it. */
  now: Date | null;
  dateStyle: DateStyle;
  /** The row as read, shown at once while the request is on its way. */
  onFollow: (item: NotificationView) => void;
}

/** One notification on /notifications: a link to what it is about, which marks it read. */
export function NotificationRow({ item, now, dateStyle, onFollow }: NotificationRowProps) {
  const Icon = TOPIC_ICONS[item.topic];
  const exact = formatDateTime(item.createdAt, dateStyle);
  return (
    <li data-testid="notification" data-read={item.read}>
      <Link
        href={item.href}
        onClick={() => {
          if (item.read) return;
          markReadOnFollow(item);
          onFollow({ ...item, read: true });
        }}
        className={cn(
          "flex items-start gap-3 px-4 py-3 transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset",
          !item.read && "bg-primary/5",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full",
            item.read ? "bg-muted text-muted-foreground" : "bg-primary/10 text-primary",
          )}
        >
          <Icon className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn("block text-sm break-words", !item.read && "font-medium")}>
            {item.read ? null : <span className="sr-only">{NOTIFICATION_TEXT.unread}: </span>}
            {item.text}
          </span>
          <span className="mt-0.5 block text-xs text-muted-foreground">
            {TOPIC_FACTS[item.topic].label}
            <span aria-hidden="true"> · </span>
            <time dateTime={item.createdAt} title={exact}>
              {now ? relativeTime(item.createdAt, now, dateStyle) : exact}
            </time>
          </span>
        </span>
        {item.read ? null : (
          <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" />
        )}
      </Link>
    </li>
  );
}
