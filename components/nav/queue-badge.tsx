"use client";

import type { AdminQueueCounts } from "@/lib/admin/queues";
import { formatCount } from "@/lib/format/coins";
import { useAdminQueues } from "@/lib/swr/use-admin-queues";

/** How the waiting work of each queue is read out after the link's name. */
const WAITING: Record<keyof AdminQueueCounts, string> = {
  services: "pending",
  conversions: "pending",
  payments: "to refund",
};

/**
 * The count of work waiting in an admin queue, beside its navigation link: nothing at 0. The
 * number is drawn for the eye; the link's accessible name reads "Services, 3 pending".
 */
export function QueueBadge({ queue }: { queue: keyof AdminQueueCounts }) {
  const count = useAdminQueues()?.[queue] ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid={`queue-badge-${queue}`}
        className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground tabular-nums"
      >
        {count > 99 ? "99+" : count}
      </span>
      <span className="sr-only">
        , {formatCount(count)} {WAITING[queue]}
      </span>
    </>
  );
}
