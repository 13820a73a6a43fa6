// POST /api/v1/uploads/images: one image in, its web sizes stored, their site paths out.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { UploadedImage } from "@/lib/schemas/uploads";
import { IMAGE_TYPE_REFUSED } from "@/lib/uploads/limits";
import { uploadPath } from "@/lib/uploads/names";
import { uploadNamesFor } from "./names";
import { processImage } from "./process-image";
import { IMAGE_UPLOAD_LIMITS, readUploadedFile } from "./read-upload";
import { sniffImageKind, type ImageKind } from "./sniff";
import { imageStorage } from "./storage";
import { enforceUploadRules } from "./upload-limits";

/** An image whose first bytes said it is `kind`: cleaned, resized, both sizes stored. */
export async function storeImage(bytes: Uint8Array, kind: ImageKind): Promise<UploadedImage> {
  const { display, thumbnail } = await processImage(bytes, kind);
  const names = uploadNamesFor(display.bytes);
  const storage = imageStorage();
  await Promise.all([
    storage.put(names.display, display.bytes),
    storage.put(names.thumbnail, thumbnail.bytes),
  ]);
  return {
    url: uploadPath(names.display),
    thumbnailUrl: uploadPath(names.thumbnail),
    width: display.width,
    height: display.height,
  };
}

export async function uploadImage(
  request: Request,
  uploaderId: string,
  address: string,
): Promise<UploadedImage> {
  await enforceUploadRules(uploaderId, address);
  const bytes = await readUploadedFile(request, IMAGE_UPLOAD_LIMITS);
  const kind = sniffImageKind(bytes);
  if (!kind) throw new AppError("unsupported_media_type", IMAGE_TYPE_REFUSED);
  return storeImage(bytes, kind);
}
