// An uploaded file's name is the SHA-256 of what is stored (an image's display WebP, a PDF's own
// bytes): the same file uploaded twice is one file, a name never points at different bytes over
// time (so it may be cached forever), and a name says nothing about who uploaded it. Names are
// checked against their exact shape (lib/uploads/names.ts) before they come near a file system
// or a bucket, so no path trick (.., /, %2f, NUL) gets through.
import "server-only";
import { createHash } from "node:crypto";
import { documentNameOf, isUploadName, uploadNamesOf } from "@/lib/uploads/names";

/** 32 hex digits: 128 bits of the hash, far past any chance of two files colliding. */
const HASH_HEX_DIGITS = 32;

function hashOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, HASH_HEX_DIGITS);
}

export function uploadNamesFor(displayBytes: Uint8Array): { display: string; thumbnail: string } {
  return uploadNamesOf(hashOf(displayBytes));
}

/** A PDF document's name: the hash of the bytes stored, which are the bytes uploaded. */
export function documentNameFor(bytes: Uint8Array): string {
  return documentNameOf(hashOf(bytes));
}

/** Storage takes only such names, whatever its caller checked: no path ever reaches it. */
export function assertUploadName(name: string): void {
  if (!isUploadName(name)) throw new Error(`Not an upload name: ${JSON.stringify(name)}`);
}
