// /api/v1/uploads: images for services and attachments for disputes.
import { z } from "zod";
import { uploadedAttachmentSchema, uploadedImageSchema } from "@/lib/schemas/uploads";
import {
  ATTACHMENT_UPLOAD_PATH,
  MAX_ATTACHMENT_BODY_BYTES,
  MAX_PDF_MB,
} from "@/lib/uploads/attachments";
import { IMAGE_UPLOAD_PATH, MAX_IMAGE_MB, MAX_UPLOAD_BODY_BYTES } from "@/lib/uploads/limits";
import { defineRoute } from "./define";

/** The documented form of a multipart upload: one file field, `file`. */
function fileForm(description: string) {
  return z
    .object({ file: z.string().meta({ format: "binary", description }) })
    .meta({ description: "A form with one file field, `file`." });
}

export const uploadsRoutes = {
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
      schema: fileForm(`The image file: JPEG, PNG, WebP or AVIF, at most ${MAX_IMAGE_MB} MB.`),
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
  attachment: defineRoute({
    method: "POST",
    path: ATTACHMENT_UPLOAD_PATH,
    tag: "Bookings",
    summary:
      "Upload a file to attach to a delivery or a dispute (multipart/form-data, field `file`)",
    description: `A PDF document (at most ${MAX_PDF_MB} MB, stored as sent and served only as a download) or an image (JPEG, PNG, WebP or AVIF, at most ${MAX_IMAGE_MB} MB, cleaned and stored as WebP like an uploaded image), recognised by its content, never by its name or type. Anything else is refused. Name the answer's \`url\` in a delivery's or a statement's \`files\`. Counts against the same hourly allowance as image uploads.`,
    permission: "attachments.upload",
    rawBody: {
      mediaType: "multipart/form-data",
      maxBytes: MAX_ATTACHMENT_BODY_BYTES,
      // Read by the upload itself (lib/server/uploads), by its content; documented here.
      schema: fileForm(
        `The file: a PDF of at most ${MAX_PDF_MB} MB, or a JPEG, PNG, WebP or AVIF image of at most ${MAX_IMAGE_MB} MB.`,
      ),
    },
    response: uploadedAttachmentSchema,
    statuses: [201],
    created: {
      created: "The stored file. Location: its site path, `url`.",
      location: (file) => file.url,
    },
    rateLimit: "Uploads by one user, and from one client address (shared with image uploads).",
    errors: ["payload_too_large", "unsupported_media_type", "validation_failed", "rate_limited"],
  }),
};
