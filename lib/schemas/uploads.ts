// What an image upload answers: the site paths of the stored WebP files and the display size.
import { z } from "zod";

const pixels = z.number().int().min(1);

export const uploadedImageSchema = z
  .object({
    url: z.string().meta({ description: "Site path of the display size: /uploads/<hash>.webp" }),
    thumbnailUrl: z.string().meta({ description: "Site path of the 480 px thumbnail" }),
    width: pixels,
    height: pixels,
  })
  .meta({ id: "UploadedImage", description: "An uploaded image, resized, as the site serves it." });

export type UploadedImage = z.output<typeof uploadedImageSchema>;

export const uploadedAttachmentSchema = z
  .object({
    url: z.string().meta({
      description:
        "Site path of the file, for a delivery's or a statement's `files`: /uploads/<hash>.webp (an image, cleaned) or /uploads/<hash>.pdf",
    }),
    kind: z.enum(["image", "pdf"]),
    thumbnailUrl: z
      .string()
      .nullable()
      .meta({ description: "An image's 480 px thumbnail; null for a PDF" }),
    bytes: z
      .number()
      .int()
      .min(1)
      .nullable()
      .meta({ description: "A PDF's size as stored; null for an image (re-encoded)" }),
  })
  .meta({ id: "UploadedAttachment", description: "A file attached to a delivery or a dispute." });

export type UploadedAttachment = z.output<typeof uploadedAttachmentSchema>;
