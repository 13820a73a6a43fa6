"use client";

import type { AdminQueueCounts } from "@/lib/admin/queues";
import { formatCount } from "@/lib/format/coins";

/** How the waiting work of each queue is read out after the link's name. */
const WAITING: Record<keyof AdminQueueCounts, string> = {
  services: "pending",
  conversions: "to decide or pay",
  payments: "to look at",
  disputes: "to decide",
};

/** The accessible name of a queue's link: "Services, 3 pending"; the label alone at 0. */
export function queueLinkName(label: string, queue: keyof AdminQueueCounts, count: number) {
  return count === 0 ? label : `${label}, ${formatCount(count)} ${WAITING[queue]}`;
}

/**
 * The count of work waiting in an admin queue, drawn beside its navigation link (nothing at 0).
 * Drawn for the eye only: the link's own name says it (queueLinkName).
 */
export function QueueBadge({ queue, count }: { queue: keyof AdminQueueCounts; count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={`queue-badge-${queue}`}
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground tabular-nums"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
