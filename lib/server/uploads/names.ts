// An uploaded image's name is the SHA-256 of its display WebP: the same picture uploaded twice is
// one file, a name never points at different bytes over time (so it may be cached forever), and
// a name says nothing about who uploaded it. Names are checked against this exact shape before
// they come near a file system or a bucket, so no path trick (.., /, %2f, NUL) gets through.
import "server-only";
import { createHash } from "node:crypto";

/** 32 hex digits: 128 bits of the hash, far past any chance of two pictures colliding. */
const HASH_HEX_DIGITS = 32;
const THUMBNAIL_SUFFIX = "-thumb";
const UPLOAD_NAME = /^[0-9a-f]{32}(-thumb)?\.webp$/;

export interface UploadNames {
  display: string;
  thumbnail: string;
}

export function uploadNamesFor(displayBytes: Uint8Array): UploadNames {
  const hash = createHash("sha256").update(displayBytes).digest("hex").slice(0, HASH_HEX_DIGITS);
  return { display: `${hash}.webp`, thumbnail: `${hash}${THUMBNAIL_SUFFIX}.webp` };
}

/** Whether `name` is one this app could have made (and so may be looked up). */
export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

/** The site path an uploaded file is served at. */
export function uploadPath(name: string): `/uploads/${string}` {
  return `/uploads/${name}`;
}

/** Storage takes only such names, whatever its caller checked: no path ever reaches it. */
export function assertUploadName(name: string): void {
  if (!isUploadName(name)) throw new Error(`Not an upload name: ${JSON.stringify(name)}`);
}
