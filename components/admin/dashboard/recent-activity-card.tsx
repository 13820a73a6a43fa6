"use client";

import type { LucideIcon } from "lucide-react";
import {
  ArrowLeftRight,
  CalendarCheck,
  Coins,
  History,
  PackagePlus,
  ShieldCheck,
  UserPlus,
} from "lucide-react";
import { PagedList } from "@/components/data/paged-list";
import { SectionCard } from "@/components/data/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ActivityPage } from "@/lib/schemas/admin-dashboard";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { ADMIN_ACTIVITY_PATH } from "@/lib/admin/activity";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { cn } from "@/lib/utils";
import { adminDashboardActivity } from "@/lib/api/endpoints/admin-dashboard";

/** An icon per kind of event; anything else is an admin's or the platform's own action. */
function iconOf(type: string): LucideIcon {
  if (type === "user_signup") return UserPlus;
  if (type.startsWith("service_booked") || type.startsWith("booking_")) return CalendarCheck;
  if (type === "service_created") return PackagePlus;
  if (type.startsWith("conversion_")) return ArrowLeftRight;
  if (type === "top_up" || type.startsWith("refund")) return Coins;
  return ShieldCheck;
}

function ActivitySkeleton() {
  return (
    <div data-testid="activity-loading" className="space-y-4">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton shape="full" className="size-8" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
      <span className="sr-only" role="status">
        Loading recent activity...
      </span>
    </div>
  );
}

/** What happened on the platform, newest first, from the audit log; more on request. */
export function RecentActivityCard({
  initial,
  dateStyle,
  className,
}: {
  /** The first page the server rendered the dashboard with. */
  initial: ActivityPage;
  dateStyle: DateStyle;
  className?: string;
}) {
  const list = useCursorList(adminDashboardActivity, ADMIN_ACTIVITY_PATH, {
    initial: { path: ADMIN_ACTIVITY_PATH, page: initial },
  });
  return (
    <SectionCard
      id="recent-activity-title"
      icon={History}
      title="Recent Activity"
      description="Sign-ups, services, bookings, conversions and decisions."
      className={className}
    >
      <PagedList
        list={list}
        skeleton={<ActivitySkeleton />}
        errorTitle="Couldn't load recent activity"
        titleAs="h3"
        empty={{
          icon: History,
          title: "No recent activity",
          description: "Sign-ups, bookings and decisions appear here as they happen.",
          spacing: "card",
        }}
      >
        {(items) => (
          <ul className="divide-y" data-testid="recent-activity">
            {items.map((item) => {
              const Icon = iconOf(item.type);
              return (
                <li
                  key={item.id}
                  data-type={item.type}
                  className="flex items-start gap-3 py-3 first:pt-0"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground",
                    )}
                  >
                    <Icon className="size-4" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm break-words">{item.summary}</p>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={item.time}>{formatDateTime(item.time, dateStyle)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </SectionCard>
  );
}
