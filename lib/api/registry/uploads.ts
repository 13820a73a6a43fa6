// Image uploads: service pictures now, an organization's logo next.
import { z } from "zod";
import { uploadedImageSchema } from "@/lib/schemas/uploads";
import { IMAGE_UPLOAD_PATH, MAX_UPLOAD_BODY_BYTES } from "@/lib/uploads/limits";
import { defineRoute } from "./define";

export const uploadRoutes = {
  image: defineRoute({
    method: "POST",
    path: IMAGE_UPLOAD_PATH,
    tag: "Organizations",
    summary: "Upload an image (multipart/form-data, field `file`)",
    description:
      "JPEG, PNG, WebP or AVIF, at most 5 MB, recognised by its content (never by its name or type; SVG is refused). It is turned upright, stripped of its metadata (camera, location) and stored as WebP at most 1600 px (`url`, for a service's `images`) and 480 px (`thumbnailUrl`).",
    permission: "uploads.create",
    rawBody: {
      mediaType: "multipart/form-data",
      maxBytes: MAX_UPLOAD_BODY_BYTES,
      // Read by the upload itself (lib/server/uploads), by its content; documented here.
      schema: z
        .object({
          file: z.string().meta({
            format: "binary",
            description: "The image file: JPEG, PNG, WebP or AVIF, at most 5 MB.",
          }),
        })
        .meta({ description: "A form with one file field, `file`." }),
    },
    response: uploadedImageSchema,
    statuses: [201],
    created: {
      created: "The stored image (every upload stores a new one). Location: its site path, `url`.",
      location: (image) => image.url,
    },
    rateLimit: "Uploads by one user, and from one client address.",
    errors: ["payload_too_large", "unsupported_media_type", "validation_failed", "rate_limited"],
  }),
};
