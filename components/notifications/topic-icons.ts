// An icon per topic, drawn beside each notification in the bell's popover and on /notifications.
import {
  ArrowLeftRight,
  Building2,
  CalendarCheck,
  Coins,
  Inbox,
  MessageSquare,
  Package,
  ShieldAlert,
  Star,
  type LucideIcon,
} from "lucide-react";
import type { NotificationTopic } from "@/lib/notifications/topics";

export const TOPIC_ICONS: Record<NotificationTopic, LucideIcon> = {
  bookings: CalendarCheck,
  disputes: ShieldAlert,
  messages: MessageSquare,
  conversions: ArrowLeftRight,
  services: Package,
  organization: Building2,
  reviews: Star,
  payments: Coins,
  admin_queues: Inbox,
};
