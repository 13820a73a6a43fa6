// DELETE /api/v1/admin/services/:id: an admin deletes any service (soft: bookings keep history).
import { adminServicesRoutes } from "@/lib/api/registry/admin-services";
import { apiRoute, reply } from "@/lib/api/route";
import { adminDeleteService } from "@/modules/services/server/admin-manage-services";

export const DELETE = apiRoute(adminServicesRoutes.remove, async ({ caller, params }) => {
  await adminDeleteService(caller, params.id);
  return reply(null, { message: "Service Deleted" });
});
