// What the catalogue needs to know about a signed-in user: the balance (for "Need More Coins")
// and the services they hold an active booking of (for "Purchased").
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { CatalogViewer } from "@/lib/catalog/catalog-types";
import { db } from "@/lib/server/db/client";

export async function catalogViewer(user: SessionUser | null): Promise<CatalogViewer | null> {
  if (!user || user.role !== "user") return null;
  const active = await db().booking.findMany({
    where: { userId: user.id, status: "active" },
    select: { serviceId: true },
  });
  return {
    balance: user.walletBalance,
    activeServiceIds: active.map((booking) => booking.serviceId),
  };
}
