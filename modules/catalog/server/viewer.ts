// What the catalogue needs to know about a signed-in user: the balance (for "Need More Coins")
// and the services they hold an active booking of (for "Purchased").
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { CatalogViewer } from "@/modules/catalog/shared/catalog-types";
import { shownOpenWhere } from "@/lib/server/bookings/shown-status";
import { db } from "@/lib/server/db/client";

export async function catalogViewer(user: SessionUser | null): Promise<CatalogViewer | null> {
  if (!user || user.role !== "user") return null;
  const active = await db().booking.findMany({
    // Open as shown: one that time has decided no longer holds its slot, settled by the sweep or not.
    where: { AND: [{ userId: user.id }, shownOpenWhere(new Date())] },
    select: { serviceId: true },
  });
  return {
    balance: user.walletBalance,
    activeServiceIds: active.map((booking) => booking.serviceId),
  };
}
