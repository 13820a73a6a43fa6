// POST /api/v1/uploads/attachments: one file for a delivery or a dispute, from a customer or an
// organization. An image goes through the image pipeline (decoded, cleaned of its metadata,
// stored as WebP); a PDF is stored as sent under the hash of its bytes and only ever served as a
// download (media.ts). Anything else is refused by its content, whatever its name says.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { UploadedAttachment } from "@/lib/schemas/uploads";
import { ATTACHMENT_TYPE_REFUSED, MAX_PDF_BYTES, PDF_TOO_LARGE } from "@/lib/uploads/attachments";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "@/lib/uploads/limits";
import { uploadPath } from "@/lib/uploads/names";
import { documentNameFor } from "./names";
import { ATTACHMENT_UPLOAD_LIMITS, readUploadedFile } from "./read-upload";
import { isPdf, sniffImageKind } from "./sniff";
import { imageStorage } from "./storage";
import { storeImage } from "./upload-image";
import { enforceUploadRules } from "./upload-limits";

export async function uploadAttachment(
  request: Request,
  uploaderId: string,
  address: string,
): Promise<UploadedAttachment> {
  await enforceUploadRules(uploaderId, address);
  // Read up to the larger kind's limit; each kind's own is checked once its bytes say which.
  const bytes = await readUploadedFile(request, ATTACHMENT_UPLOAD_LIMITS);
  if (isPdf(bytes)) {
    if (bytes.byteLength > MAX_PDF_BYTES) throw new AppError("payload_too_large", PDF_TOO_LARGE);
    const name = documentNameFor(bytes);
    await imageStorage().put(name, bytes);
    return { url: uploadPath(name), kind: "pdf", thumbnailUrl: null, bytes: bytes.byteLength };
  }
  const kind = sniffImageKind(bytes);
  if (!kind) throw new AppError("unsupported_media_type", ATTACHMENT_TYPE_REFUSED);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError("payload_too_large", IMAGE_TOO_LARGE);
  const image = await storeImage(bytes, kind);
  return { url: image.url, kind: "image", thumbnailUrl: image.thumbnailUrl, bytes: null };
}
