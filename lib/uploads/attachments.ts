// Files attached to a delivery, a dispute or a message: uploaded images (cleaned, as WebP) and
// PDF documents, each named by its content's hash. Shared by the server, which checks the paths a
// request names and the files it is sent, and the browser, which checks a file before it uploads
// it: the same limits, the same words.
import { ACCEPTED_IMAGE_TYPES, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "./limits";

/** The attachment upload endpoint: the edge lets its larger bodies through (lib/runtime/edge.ts). */
export const ATTACHMENT_UPLOAD_PATH = "/api/v1/uploads/attachments";

/** How many files one delivery or statement may carry. */
export const MAX_ATTACHMENTS = 5;

/** A PDF document, as uploaded (never rewritten). */
export const MAX_PDF_MB = 10;
export const MAX_PDF_BYTES = MAX_PDF_MB * 1024 * 1024;

/** The largest file the endpoint takes, of either kind. */
const MAX_ATTACHMENT_BYTES = Math.max(MAX_PDF_BYTES, MAX_IMAGE_BYTES);
/** The whole multipart body: the file plus its part headers and boundaries. */
export const MAX_ATTACHMENT_BODY_BYTES = MAX_ATTACHMENT_BYTES + 64 * 1024;

/**
 * The media types offered in the file chooser. The server decides by the file's first bytes,
 * never by this name or the file's extension.
 */
export const PDF_TYPE = "application/pdf";
export const ACCEPTED_ATTACHMENT_TYPES = [...ACCEPTED_IMAGE_TYPES, PDF_TYPE];

export const ATTACHMENT_TYPE_REFUSED =
  "Only PDF documents and JPEG, PNG, WebP or AVIF images can be attached.";
export const PDF_TOO_LARGE = `Each PDF can be at most ${MAX_PDF_MB} MB.`;
/** Said when the size is known before the kind (a body past every limit). */
export const ATTACHMENT_TOO_LARGE = `Each file can be at most ${MAX_PDF_MB} MB for a PDF, ${MAX_IMAGE_MB} MB for an image.`;
export const ATTACHMENT_MISSING = "Choose a file to attach.";

const ATTACHMENT_PATH = /^\/uploads\/[0-9a-f]{32}\.(webp|pdf)$/;

/** Whether `path` names a file the upload endpoints could have made. */
export function isAttachmentPath(path: string): boolean {
  return ATTACHMENT_PATH.test(path);
}

/** Whether an attachment is a PDF document (else an image). */
export function isPdfAttachment(path: string): boolean {
  return path.endsWith(".pdf");
}

/** What is wrong with a chosen file as far as the browser can tell, or null. */
export function attachmentFileProblem(file: { size: number; type: string }): string | null {
  if (!ACCEPTED_ATTACHMENT_TYPES.includes(file.type)) return ATTACHMENT_TYPE_REFUSED;
  if (file.type === PDF_TYPE) return file.size > MAX_PDF_BYTES ? PDF_TOO_LARGE : null;
  return file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : null;
}

/** "340 KB", "2.4 MB": a chosen file's size beside its name. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
