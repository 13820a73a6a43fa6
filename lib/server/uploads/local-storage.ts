// Uploaded images as files in one folder. A file appears whole or not at all: it is written under
// a temporary name and renamed, so a request never serves half an image.
import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertUploadName } from "./names";
import type { ImageStorage } from "./storage";

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

export function localStorage(directory: string): ImageStorage {
  return {
    async put(name, bytes) {
      assertUploadName(name);
      await mkdir(directory, { recursive: true });
      const temporary = join(directory, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, bytes);
        // Same name, same bytes: replacing an existing file changes nothing.
        await rename(temporary, join(directory, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name) {
      assertUploadName(name);
      try {
        return await readFile(join(directory, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    publicUrl: () => null,
  };
}
