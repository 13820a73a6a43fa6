// The admin's queues: where each kind of waiting work is decided. Shared by the dashboard's
// links (server) and the navigation's count badges (browser).
import { endpointUrl } from "@/lib/api/endpoint";
import { adminDashboardQueues } from "@/lib/api/endpoints/admin-dashboard";

export const ADMIN_QUEUE_LINKS = {
  services: "/admin/services?status=pending",
  serviceChanges: "/admin/services?status=pending_change",
  conversions: "/admin/conversions?status=pending",
  disputes: "/admin/disputes?status=awaiting_admin",
} as const;

export const ADMIN_QUEUES_KEY = endpointUrl(adminDashboardQueues);

/** What each queue badge counts (GET adminDashboard.queues). */
export interface AdminQueueCounts {
  /** Services waiting for approval plus live services with a change waiting. */
  services: number;
  /** Requests waiting for a decision, and payouts an admin must record. */
  conversions: number;
  /** Second payments of one order not refunded yet, and open chargebacks. */
  payments: number;
  /** Disputes waiting for an admin's decision. */
  disputes: number;
}
