// What an image upload answers: the site paths of the stored WebP files and the display size.
import { z } from "zod";

export const uploadedImageSchema = z
  .object({
    url: z.string().meta({ description: "Site path of the display size: /uploads/<hash>.webp" }),
    thumbnailUrl: z.string().meta({ description: "Site path of the 480 px thumbnail" }),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: "UploadedImage", description: "An uploaded image, resized, as the site serves it." });

export type UploadedImage = z.output<typeof uploadedImageSchema>;
