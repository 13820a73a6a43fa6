import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ImageStorage } from "./storage";
import { logger } from "@/lib/server/observability/logger";
import { serveUpload } from "./serve-upload";

const NAME = "0123456789abcdef0123456789abcdef.webp";
const files = new Map<string, Uint8Array<ArrayBuffer>>();
let publicBase: string | null = null;
let broken = false;

const fake: ImageStorage = {
  put: async (name, bytes) => void files.set(name, new Uint8Array(bytes)),
  get: async (name) => {
    if (broken) throw new Error("store unreachable");
    return files.get(name) ?? null;
  },
  publicUrl: (name) => (publicBase ? `${publicBase}/uploads/${name}` : null),
};
vi.mock("./storage", () => ({ imageStorage: () => fake }));

beforeEach(() => {
  files.clear();
  publicBase = null;
  broken = false;
});

describe("serveUpload", () => {
  it("answers a stored image as WebP, not to be sniffed, cached for a year", async () => {
    files.set(NAME, new Uint8Array([1, 2, 3]));
    const response = await serveUpload(NAME);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "content-length": "3",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("answers a stored PDF as a download of type application/pdf, not to be sniffed", async () => {
    const pdf = "0123456789abcdef0123456789abcdef.pdf";
    files.set(pdf, new TextEncoder().encode("%PDF-1.7"));
    const response = await serveUpload(pdf);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${pdf}"`,
      "content-length": "8",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
    });
  });

  it("is a plain 404 for a missing file and for any name it could not have made", async () => {
    const get = vi.spyOn(fake, "get");
    for (const name of [NAME, "../../etc/passwd", `${NAME}\0`, "..", "x.webp", "a%2f..%2fb"]) {
      const response = await serveUpload(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    }
    // Only the well-formed name was looked up.
    expect(get.mock.calls).toEqual([[NAME]]);
  });

  it("sends browsers to a public bucket when there is one", async () => {
    publicBase = "https://cdn.example.com";
    const response = await serveUpload(NAME);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`https://cdn.example.com/uploads/${NAME}`);
  });

  it("answers 500 without details when the store fails", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    broken = true;
    const response = await serveUpload(NAME);
    expect([response.status, await response.text()]).toEqual([500, "Server error"]);
    expect(log).toHaveBeenCalledOnce();
  });
});
