// POST /api/v1/uploads/attachments: a customer or an organization uploads a file for a delivery
// or a dispute (multipart, field `file`): an image or a PDF, checked by content in
// lib/server/uploads, and its site path returned.
import { uploadsRoutes } from "@/lib/api/registry/uploads";
import { apiRoute, reply } from "@/lib/api/route";
import { uploadAttachment } from "@/lib/server/uploads/upload-attachment";

export const POST = apiRoute(uploadsRoutes.attachment, async ({ request, caller, client }) =>
  reply(await uploadAttachment(request, caller.user.id, client.address), { status: 201 }),
);
