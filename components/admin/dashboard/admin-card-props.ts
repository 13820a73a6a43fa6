import type { AdminDashboardView } from "@/lib/schemas/admin-dashboard";
import type { DateStyle } from "@/lib/format/date-time";

/**
 * What each card of the admin dashboard is given: the page's first reading of the dashboard
 * (SWR keeps it fresh, every card reading the same one), the dates' style and its grid place.
 */
export interface AdminCardProps {
  initial: AdminDashboardView;
  dateStyle: DateStyle;
  className?: string;
}
