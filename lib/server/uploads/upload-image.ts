// POST /api/v1/uploads/images: one image in, its web sizes stored, their site paths out.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { UploadedImage } from "@/lib/schemas/uploads";
import { enforce, type RateLimitRule } from "@/lib/server/rate-limit/rate-limit";
import { IMAGE_TYPE_REFUSED } from "@/lib/uploads/limits";
import { uploadPath } from "@/lib/uploads/names";
import { uploadNamesFor } from "./names";
import { processImage } from "./process-image";
import { IMAGE_UPLOAD_LIMITS, readUploadedFile } from "./read-upload";
import { sniffImageKind, type ImageKind } from "./sniff";
import { imageStorage } from "./storage";

const TOO_MANY_REQUESTS = "Too many uploads. Please try again later";
const HOUR = 60 * 60;

/**
 * Decoding and resizing costs CPU and each upload takes storage: enough for an organization
 * filling in several services in a sitting, not for a script. Attachments count against the same
 * allowance (one account's uploads of either kind).
 */
export const UPLOAD_RULES = {
  perUser: { name: "upload:user", max: 60, windowSeconds: HOUR, message: TOO_MANY_REQUESTS },
  perAddress: { name: "upload:ip", max: 200, windowSeconds: HOUR, message: TOO_MANY_REQUESTS },
} satisfies Record<string, RateLimitRule>;

/** Counted before the body is read: a refused caller costs no bandwidth or decoding. */
export async function enforceUploadRules(uploaderId: string, address: string): Promise<void> {
  await enforce(UPLOAD_RULES.perAddress, address);
  await enforce(UPLOAD_RULES.perUser, uploaderId);
}

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
