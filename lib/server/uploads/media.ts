// How a stored upload is labelled wherever it is served from (the app, or a public bucket that
// keeps the headers it was stored with): an image as WebP, to be shown; a PDF as a download of
// type application/pdf, so the browser never renders a stranger's document as a page of this
// site. Browsers are told not to sniff either.
import "server-only";
import { isDocumentName } from "@/lib/uploads/names";

export function uploadHeaders(name: string): Record<string, string> {
  if (!isDocumentName(name)) return { "content-type": "image/webp" };
  return {
    "content-type": "application/pdf",
    // The name is the content's hash: a person saving it gets a name that says what it is.
    "content-disposition": `attachment; filename="${name}"`,
  };
}
