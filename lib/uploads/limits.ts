// What an image upload may be, shared by the server (which enforces it) and the browser (which
// checks first so nobody waits for a 5 MB upload to be told no): the same limits, the same words.

/** The upload endpoint: the edge server lets its larger bodies through (lib/runtime/edge.ts). */
export const IMAGE_UPLOAD_PATH = "/api/v1/uploads/images";

/** One image file, before resizing. */
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

/** The whole multipart body: the file plus its part headers and boundaries. */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/**
 * The media types offered in the file chooser. The server decides by the file's first bytes,
 * never by this name or the file's extension; SVG is absent on purpose (it can carry script).
 */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"];

export const IMAGE_TYPE_REFUSED = "Only JPEG, PNG, WebP or AVIF images can be uploaded.";
export const IMAGE_TOO_LARGE = `Each image can be at most ${MAX_IMAGE_MB} MB.`;
export const IMAGE_MISSING = "Choose an image file to upload.";

/** What is wrong with a chosen file as far as the browser can tell, or null. */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return IMAGE_TYPE_REFUSED;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
