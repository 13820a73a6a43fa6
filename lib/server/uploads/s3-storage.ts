// Uploaded files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2...),
// through plain HTTPS requests signed with AWS Signature V4 by aws4fetch: no SDK. The body's
// SHA-256 is signed too, so the store refuses bytes altered on the way.
import "server-only";
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { uploadHeaders } from "./media";
import { assertUploadName } from "./names";
import type { ImageStorage } from "./storage";

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another provider's endpoint (path-style requests); unset: AWS, virtual-hosted style. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The public base URL of the bucket's objects, when browsers may fetch them directly. */
  publicUrl?: string;
}

/** Objects sit under this prefix, so the bucket can hold other things too. */
const KEY_PREFIX = "uploads/";
/** Names are content hashes: a stored object never changes. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** The object's URL: `<endpoint>/<bucket>/<key>` for other providers, `<bucket>.s3...` on AWS. */
export function objectUrl(settings: S3Settings, name: string): string {
  const key = `${KEY_PREFIX}${name}`;
  if (settings.endpoint) return `${trimSlash(settings.endpoint)}/${settings.bucket}/${key}`;
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com/${key}`;
}

async function failure(response: Response, what: string): Promise<Error> {
  const text = await response.text().catch(() => "");
  // The store's answer goes to the log; the caller answers the client with a plain 500/502.
  return new Error(`S3 ${what} answered ${response.status}: ${text.slice(0, 300)}`);
}

export function s3Storage(settings: S3Settings, fetcher: typeof fetch = fetch): ImageStorage {
  // Only aws4fetch's signer is used: requests go through `fetcher` (a test's stand-in for S3).
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
  });
  const send = async (url: string, init: RequestInit) => fetcher(await client.sign(url, init));

  return {
    async put(name, bytes) {
      assertUploadName(name);
      const response = await send(objectUrl(settings, name), {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: {
          ...uploadHeaders(name),
          "cache-control": IMMUTABLE,
          "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
        },
      });
      if (!response.ok) throw await failure(response, "PUT");
    },
    async get(name) {
      assertUploadName(name);
      const response = await send(objectUrl(settings, name), { method: "GET" });
      // A missing object is 404 when the keys may list the bucket; 403 otherwise (see docs/operations.md).
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(response, "GET");
      return new Uint8Array(await response.arrayBuffer());
    },
    publicUrl(name) {
      return settings.publicUrl ? `${trimSlash(settings.publicUrl)}/${KEY_PREFIX}${name}` : null;
    },
  };
}
