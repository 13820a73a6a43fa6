"use client";

import Link from "@/components/ui/link";
import { ClipboardCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CardEmpty, SectionCard } from "@/components/data/section-card";
import type { PendingApproval } from "@/lib/schemas/admin-dashboard";
import { formatCoins } from "@/lib/format/coins";
import { formatDate } from "@/lib/format/date-time";
import { useAdminDashboard } from "@/lib/swr/use-admin-dashboard";
import type { AdminCardProps } from "./admin-card-props";

const TYPE_LABELS: Record<PendingApproval["type"], string> = {
  conversion: "Conversion",
  service: "Service",
  service_change: "Service change",
};

/** What waits for the admin's decision, newest first, each leading to the page that decides it. */
export function PendingApprovalsCard({ initial, dateStyle, className }: AdminCardProps) {
  const { pendingApprovals, pending } = useAdminDashboard(initial);
  return (
    <SectionCard
      id="pending-approvals-title"
      icon={ClipboardCheck}
      title="Pending Approvals"
      description={
        pending.total > pendingApprovals.length
          ? `The newest ${pendingApprovals.length} of ${pending.total} waiting for a decision.`
          : "Services, service changes and conversions waiting for a decision."
      }
      className={className}
    >
      {pendingApprovals.length === 0 ? (
        <CardEmpty
          icon={ClipboardCheck}
          title="Nothing waiting for approval"
          description="New services, service changes and conversion requests appear here."
        />
      ) : (
        <ul className="divide-y" data-testid="pending-approvals">
          {pendingApprovals.map((item) => (
            <li key={`${item.type}-${item.id}`} className="py-3 first:pt-0 last:pb-0">
              <Link
                href={item.href}
                className="group -mx-2 flex items-start justify-between gap-3 rounded-md px-2 py-1 hover:bg-accent"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium group-hover:underline">
                    {item.type === "conversion" && item.amount !== null
                      ? formatCoins(item.amount)
                      : item.service}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {item.org.name} · {formatDate(item.date, dateStyle)}
                  </p>
                </div>
                <Badge variant="outline" className="shrink-0">
                  {TYPE_LABELS[item.type]}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
