// The admin's Activate / Deactivate and Delete of any service: the same domain functions the
// organization uses (row lock, audit with before and after status, active bookings refuse a
// delete), made strict for two admins acting at once: the second hears 409, not a quiet success.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { AdminServiceView } from "@/modules/services/shared/admin-schemas";
import type { Caller } from "@/lib/server/auth/caller";
import { db } from "@/lib/server/db/client";
import { adminServiceView } from "./admin-list-services";
import { deleteService, setServiceListed } from "./manage-services";

export const ALREADY_DELETED = "This service was already deleted: reload to see the list.";

export async function adminSetServiceListed(
  admin: Caller,
  id: string,
  listed: boolean,
): Promise<AdminServiceView> {
  await setServiceListed({ user: admin.user, id, listed, refuseRepeat: true });
  return adminServiceView(id);
}

/** Soft delete: gone from every listing; its bookings and the ledger keep their history. */
export async function adminDeleteService(admin: Caller, id: string): Promise<void> {
  try {
    await deleteService(admin.user, id);
  } catch (error) {
    // Not found while the row exists: another admin deleted it first (the row lock settled it).
    if (error instanceof AppError && error.code === "not_found") {
      const row = await db().service.findUnique({ where: { id }, select: { deletedAt: true } });
      if (row?.deletedAt) throw AppError.conflict(ALREADY_DELETED);
    }
    throw error;
  }
}
