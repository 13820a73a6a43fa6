// POST /api/v1/uploads/images: an organization uploads a picture (multipart, field `file`); it
// is checked by content, cleaned and resized by lib/server/uploads, and its site path returned.
import { uploadsRoutes } from "@/lib/api/registry/uploads";
import { apiRoute, reply } from "@/lib/api/route";
import { uploadImage } from "@/lib/server/uploads/upload-image";

export const POST = apiRoute(uploadsRoutes.image, async ({ request, caller, client }) =>
  reply(await uploadImage(request, caller.user.id, client.address), { status: 201 }),
);
