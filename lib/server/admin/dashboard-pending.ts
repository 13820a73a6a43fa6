// The admin dashboard's list of what waits for approval, newest first: services submitted for
// review, changes of live services, and conversion requests. Each kind reads its newest few by
// its status index; the three are merged and cut to the list's length.
import "server-only";
import { ADMIN_QUEUE_LINKS } from "@/lib/admin/queues";
import type { PendingApproval } from "@/lib/schemas/admin-dashboard";
import { db } from "@/lib/server/db/client";

const PENDING_APPROVALS_SHOWN = 10;

interface PendingRow {
  id: string;
  type: PendingApproval["type"];
  org_id: string;
  org_name: string;
  amount: number | null;
  service: string | null;
  date: Date;
}

const HREF: Record<PendingApproval["type"], string> = {
  service: ADMIN_QUEUE_LINKS.services,
  service_change: ADMIN_QUEUE_LINKS.serviceChanges,
  conversion: ADMIN_QUEUE_LINKS.conversions,
};

export async function readPendingApprovals(): Promise<PendingApproval[]> {
  const rows = await db().$queryRaw<PendingRow[]>`
    (SELECT s."id", 'service' AS type, o."id" AS org_id, o."name" AS org_name,
        NULL::int AS amount, s."title" AS service, COALESCE(s."submittedAt", s."createdAt") AS date
      FROM "Service" s JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
      WHERE s."status" = 'pending' AND s."deletedAt" IS NULL
      ORDER BY date DESC LIMIT ${PENDING_APPROVALS_SHOWN})
    UNION ALL
    (SELECT c."id", 'service_change', o."id", o."name", NULL::int, s."title", c."createdAt"
      FROM "ServiceChange" c JOIN "Service" s ON s."id" = c."serviceId"
      JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
      WHERE c."status" = 'pending' AND s."deletedAt" IS NULL
      ORDER BY c."createdAt" DESC LIMIT ${PENDING_APPROVALS_SHOWN})
    UNION ALL
    (SELECT r."id", 'conversion', o."id", o."name", r."amount", NULL, r."requestedAt"
      FROM "ConversionRequest" r JOIN "OrganizationProfile" o ON o."id" = r."organizationId"
      WHERE r."status" = 'pending'
      ORDER BY r."requestedAt" DESC LIMIT ${PENDING_APPROVALS_SHOWN})
    ORDER BY date DESC, id DESC LIMIT ${PENDING_APPROVALS_SHOWN}`;
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    org: { id: row.org_id, name: row.org_name },
    amount: row.amount,
    service: row.service,
    date: row.date.toISOString(),
    href: HREF[row.type],
  }));
}
