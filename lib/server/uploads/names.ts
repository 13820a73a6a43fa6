// An uploaded image's name is the SHA-256 of its display WebP: the same picture uploaded twice is
// one file, a name never points at different bytes over time (so it may be cached forever), and
// a name says nothing about who uploaded it. Names are checked against their exact shape
// (lib/uploads/names.ts) before they come near a file system or a bucket, so no path trick
// (.., /, %2f, NUL) gets through.
import "server-only";
import { createHash } from "node:crypto";
import { isUploadName, uploadNamesOf } from "@/lib/uploads/names";

/** 32 hex digits: 128 bits of the hash, far past any chance of two pictures colliding. */
const HASH_HEX_DIGITS = 32;

export function uploadNamesFor(displayBytes: Uint8Array): { display: string; thumbnail: string } {
  const hash = createHash("sha256").update(displayBytes).digest("hex").slice(0, HASH_HEX_DIGITS);
  return uploadNamesOf(hash);
}

/** Storage takes only such names, whatever its caller checked: no path ever reaches it. */
export function assertUploadName(name: string): void {
  if (!isUploadName(name)) throw new Error(`Not an upload name: ${JSON.stringify(name)}`);
}
