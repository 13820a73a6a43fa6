// The shape of an uploaded file's name, known to the server (which makes and checks names) and
// the browser (which shows the thumbnail beside each display image): `<32 hex>.webp` for an image,
// `<32 hex>-thumb.webp` for its 480 px thumbnail, and `<32 hex>.pdf` for a PDF document.

const UPLOAD_NAME = /^[0-9a-f]{32}(?:(?:-thumb)?\.webp|\.pdf)$/;
const DISPLAY_PATH = /^\/uploads\/([0-9a-f]{32})\.webp$/;

/** Whether `name` is one the app could have made (and so may be looked up). */
export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

/** Whether an upload's name is a PDF document's (served as a download, never shown inline). */
export function isDocumentName(name: string): boolean {
  return name.endsWith(".pdf");
}

/** The site path an uploaded file is served at. */
export function uploadPath(name: string): `/uploads/${string}` {
  return `/uploads/${name}`;
}

/** The names of an upload's two sizes, from the hash of its display file. */
export function uploadNamesOf(hash: string): { display: string; thumbnail: string } {
  return { display: `${hash}.webp`, thumbnail: `${hash}-thumb.webp` };
}

/** A PDF document's name, from the hash of its bytes. */
export function documentNameOf(hash: string): string {
  return `${hash}.pdf`;
}

/** The thumbnail of an uploaded image's site path; any other image is its own thumbnail. */
export function thumbnailOf(path: string): string {
  const hash = DISPLAY_PATH.exec(path)?.[1];
  return hash ? uploadPath(uploadNamesOf(hash).thumbnail) : path;
}
