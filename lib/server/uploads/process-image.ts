// Turns an uploaded image into what the site serves: decoded by sharp (so a file that only looks
// like an image is refused), turned upright by its EXIF orientation, stripped of every piece of
// metadata (a phone photo's EXIF carries where it was taken), and re-encoded as WebP at a
// display size and a thumbnail size. Nothing of the original bytes reaches a visitor.
import "server-only";
import sharp, { type Sharp } from "sharp";
import { AppError } from "@/lib/errors/app-error";
import { IMAGE_TYPE_REFUSED } from "@/lib/uploads/limits";
import type { ImageKind } from "./sniff";

/** Widest and tallest an image is shown (a service's dialog on a large screen, at 2x). */
export const DISPLAY_SIZE = 1600;
/** Cards and the picker's previews. */
export const THUMBNAIL_SIZE = 480;
/**
 * Decoding allocates by pixel count, not file size: a 5 MB PNG can claim 100,000 x 100,000
 * pixels. 50 megapixels takes a 48-megapixel phone photo and refuses such bombs before decoding.
 */
const MAX_INPUT_PIXELS = 50_000_000;

export const IMAGE_UNREADABLE = "The image could not be read. Try another file.";
export const IMAGE_TOO_MANY_PIXELS = "The image has too many pixels (at most 50 megapixels).";

/** sharp's name for each format we take (AVIF is HEIF with the AV1 codec). */
const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
};

interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  display: EncodedImage;
  thumbnail: EncodedImage;
}

// libvips' operation cache holds decoded images between calls; uploads are never processed twice.
sharp.cache(false);

function unreadable(error: unknown): AppError {
  const text = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(text)) return new AppError("validation_failed", IMAGE_TOO_MANY_PIXELS);
  return new AppError("validation_failed", IMAGE_UNREADABLE);
}

async function encode(source: Sharp, size: number, quality: number): Promise<EncodedImage> {
  const { data, info } = await source
    .clone()
    .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** The display and thumbnail WebP of an image whose first bytes said it is `kind`. */
export async function processImage(bytes: Uint8Array, kind: ImageKind): Promise<ProcessedImage> {
  try {
    // failOn "error": a camera's harmless warning passes; a truncated or corrupt file does not.
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const metadata = await source.metadata();
    // The decoder must agree with the sniffed signature (a HEIC file has an ftyp box too).
    const agrees =
      metadata.format === SHARP_FORMAT[kind] && (kind !== "avif" || metadata.compression === "av1");
    if (!agrees) throw new AppError("unsupported_media_type", IMAGE_TYPE_REFUSED);
    // Without keepMetadata sharp writes no EXIF, XMP or ICC; rotate() applies the orientation first.
    const upright = source.rotate();
    const [display, thumbnail] = await Promise.all([
      encode(upright, DISPLAY_SIZE, 82),
      encode(upright, THUMBNAIL_SIZE, 75),
    ]);
    return { display, thumbnail };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(error);
  }
}
