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
