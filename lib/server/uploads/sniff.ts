// What an uploaded file is, decided by its first bytes: a name or a Content-Type is whatever the
// sender typed, so neither is believed. Only the raster formats sharp decodes here and PDF
// documents are known; SVG (which can carry script), GIF, HEIC (no decoder in sharp's prebuilt
// libvips), HTML and anything else is unknown.
import "server-only";

export type ImageKind = "jpeg" | "png" | "webp" | "avif";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(["avif", "avis"]);

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

/** An ISO-BMFF file (AVIF, HEIC) whose `ftyp` box names AVIF as its major or a compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 256);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  // Compatible brands follow the major brand and its 4-byte minor version.
  for (let at = 16; at + 4 <= end; at += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, at, 4))) return true;
  }
  return false;
}

/** The image format of these bytes, or null when they are not one we take. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") {
    return "webp";
  }
  if (isAvif(bytes)) return "avif";
  return null;
}

/** The PDF header every PDF starts with (ISO 32000: "%PDF-" and the version). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * Whether these bytes are a PDF document by its header. The file is stored as sent, and is only
 * ever served as a download of type application/pdf that browsers may not sniff, so a header is
 * what decides: nothing else in it is run by the site.
 */
export function isPdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, PDF_MAGIC);
}
