// GET /api/v1/services/:id: a live service with its latest reviews.
import { apiRoute } from "@/lib/api/route";
import { getService } from "@/lib/server/catalog/get-service";
import { idParams } from "@/lib/validations/bookings";

export const GET = apiRoute({ auth: "public", params: idParams }, ({ params }) =>
  getService(params.id),
);
