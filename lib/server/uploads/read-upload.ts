// Reads the one file of a multipart upload without ever holding more than the limit: the body is
// counted as it arrives (a missing or false Content-Length changes nothing) and only then parsed.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { readBodyBytes } from "@/lib/server/http/read-body";
import {
  IMAGE_MISSING,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from "@/lib/uploads/limits";

const SEND_MULTIPART = "Send the image as multipart/form-data, in the field `file`.";

function tooLarge(): AppError {
  return new AppError("payload_too_large", IMAGE_TOO_LARGE);
}

/** The bytes of the form's `file` field. */
export async function readUploadedFile(request: Request): Promise<Uint8Array> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(type)) {
    await request.body?.cancel().catch(() => undefined);
    throw new AppError("unsupported_media_type", SEND_MULTIPART);
  }
  const body = await readBodyBytes(request, MAX_UPLOAD_BODY_BYTES).catch((error: unknown) => {
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
  if (!(file instanceof Blob) || file.size === 0) throw AppError.badRequest(IMAGE_MISSING);
  if (file.size > MAX_IMAGE_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}
