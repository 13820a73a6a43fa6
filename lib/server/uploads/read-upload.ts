// Reads the one file of a multipart upload without ever holding more than the limit: the body is
// counted as it arrives (a missing or false Content-Length changes nothing) and only then parsed.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { readBodyBytes } from "@/lib/server/http/read-body";
import {
  ATTACHMENT_MISSING,
  ATTACHMENT_TOO_LARGE,
  MAX_ATTACHMENT_BODY_BYTES,
} from "@/lib/uploads/attachments";
import {
  IMAGE_MISSING,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from "@/lib/uploads/limits";

const SEND_MULTIPART = "Send the file as multipart/form-data, in the field `file`.";

/** What one upload endpoint takes, and the words it refuses with. */
export interface UploadLimits {
  /** The whole multipart body. */
  maxBodyBytes: number;
  /** The file itself. */
  maxFileBytes: number;
  tooLarge: string;
  missing: string;
}

/** POST /api/v1/uploads/images: one image. */
export const IMAGE_UPLOAD_LIMITS: UploadLimits = {
  maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
  maxFileBytes: MAX_IMAGE_BYTES,
  tooLarge: IMAGE_TOO_LARGE,
  missing: IMAGE_MISSING,
};

/**
 * POST /api/v1/uploads/attachments: an image or a PDF. Only the body is bounded here; each kind's
 * own limit is checked once its first bytes say which it is, so the refusal names it.
 */
export const ATTACHMENT_UPLOAD_LIMITS: UploadLimits = {
  maxBodyBytes: MAX_ATTACHMENT_BODY_BYTES,
  maxFileBytes: MAX_ATTACHMENT_BODY_BYTES,
  tooLarge: ATTACHMENT_TOO_LARGE,
  missing: ATTACHMENT_MISSING,
};

/** The bytes of the form's `file` field. */
export async function readUploadedFile(
  request: Request,
  limits: UploadLimits,
): Promise<Uint8Array> {
  const tooLarge = () => new AppError("payload_too_large", limits.tooLarge);
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(type)) {
    await request.body?.cancel().catch(() => undefined);
    throw new AppError("unsupported_media_type", SEND_MULTIPART);
  }
  const body = await readBodyBytes(request, limits.maxBodyBytes).catch((error: unknown) => {
    throw error instanceof AppError && error.code === "payload_too_large" ? tooLarge() : error;
  });
  let form: FormData;
  try {
    // The bytes are in memory already (and bounded): the platform's parser reads them from there.
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw AppError.badRequest(SEND_MULTIPART);
  }
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw AppError.badRequest(limits.missing);
  if (file.size > limits.maxFileBytes) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}
