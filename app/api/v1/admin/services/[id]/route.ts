// DELETE /api/v1/admin/services/:id: an admin deletes any service (soft: bookings keep history).
import { adminServiceRoutes } from "@/lib/api/registry/admin-services";
import { apiRoute, reply } from "@/lib/api/route";
import { adminDeleteService } from "@/lib/server/org-services/admin-manage-services";

export const DELETE = apiRoute(adminServiceRoutes.remove, async ({ caller, params }) => {
  await adminDeleteService(caller, params.id);
  return reply(null, { message: "Service Deleted" });
});
