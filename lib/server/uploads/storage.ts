// Where uploaded images live: a folder under DATA_DIR by default (one server, nothing to set up),
// or an S3-compatible bucket when S3_BUCKET is set (several app servers must see the same files).
import "server-only";
import { resolve } from "node:path";
import { env, type Env } from "@/lib/env";
import { localStorage } from "./local-storage";
import { s3Storage, type S3Settings } from "./s3-storage";

export interface ImageStorage {
  /** Stores a file under its name; storing a name twice keeps one file (names are hashes). */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none by that name. */
  get(name: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Where browsers fetch the file straight from the storage, or null: the app serves it. */
  publicUrl(name: string): string | null;
}

export type StorageSettings = { kind: "local"; directory: string } | ({ kind: "s3" } & S3Settings);

type StorageEnv = Pick<
  Env,
  | "DATA_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_PUBLIC_URL"
>;

/** The storage the configuration asks for; a bucket without its keys is a configuration error. */
export function storageSettings(source: StorageEnv): StorageSettings {
  if (!source.S3_BUCKET) return { kind: "local", directory: resolve(source.DATA_DIR, "uploads") };
  if (!source.S3_ACCESS_KEY_ID || !source.S3_SECRET_ACCESS_KEY) {
    throw new Error("S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too");
  }
  return {
    kind: "s3",
    bucket: source.S3_BUCKET,
    region: source.S3_REGION,
    endpoint: source.S3_ENDPOINT,
    accessKeyId: source.S3_ACCESS_KEY_ID,
    secretAccessKey: source.S3_SECRET_ACCESS_KEY,
    publicUrl: source.S3_PUBLIC_URL,
  };
}

export function storageFor(settings: StorageSettings, fetcher: typeof fetch = fetch): ImageStorage {
  return settings.kind === "local"
    ? localStorage(settings.directory)
    : s3Storage(settings, fetcher);
}

let configured: ImageStorage | undefined;

/** The storage of this deployment. */
export function imageStorage(): ImageStorage {
  configured ??= storageFor(storageSettings(env));
  return configured;
}
