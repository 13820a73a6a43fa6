// What the notification bell in every page's header says: its badge and its accessible name
// (the rest of the notification screens' words are in notification-messages.ts).
import { formatCount } from "@/lib/format/coins";

export const NOTIFICATIONS = "Notifications";

/** Past this many the badge stops counting: "99+" keeps it the size of two digits. */
const BADGE_MAX = 99;

/** What the bell's badge draws: nothing at 0, the count, "99+" above 99. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export function bellName(unread: number): string {
  return unread > 0 ? `${NOTIFICATIONS}, ${formatCount(unread)} unread` : NOTIFICATIONS;
}
