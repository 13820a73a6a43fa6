import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "@/test/support/fake-s3";
import { objectUrl } from "./s3-storage";
import { storageFor, storageSettings } from "./storage";

const NAME = "0123456789abcdef0123456789abcdef.webp";
const OTHER = "fedcba9876543210fedcba9876543210-thumb.webp";
const BYTES = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
const KEYS = { accessKeyId: "AKIDTEST", secretAccessKey: "secret/key+value", region: "eu-west-3" };
const NO_S3 = {
  DATA_DIR: ".data",
  S3_REGION: "us-east-1",
  S3_BUCKET: undefined,
  S3_ENDPOINT: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
  S3_PUBLIC_URL: undefined,
};

describe("storageSettings", () => {
  it("is a folder under DATA_DIR unless a bucket is configured", () => {
    expect(storageSettings(NO_S3)).toEqual({ kind: "local", directory: resolve(".data/uploads") });
  });

  it("is the bucket when S3_BUCKET is set, and insists on its keys", () => {
    const bucket = { ...NO_S3, S3_BUCKET: "pictures" };
    expect(() => storageSettings(bucket)).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(
      storageSettings({ ...bucket, S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" }),
    ).toMatchObject({ kind: "s3", bucket: "pictures", region: "us-east-1", accessKeyId: "id" });
  });
});

describe("local storage", () => {
  let directory: string;
  beforeAll(async () => {
    directory = join(await mkdtemp(join(tmpdir(), "uploads-")), "uploads");
  });
  afterAll(() => rm(resolve(directory, ".."), { recursive: true, force: true }));

  it("stores, finds again, answers null for a missing name, and leaves no temporary file", async () => {
    const storage = storageFor({ kind: "local", directory });
    await storage.put(NAME, BYTES);
    await storage.put(NAME, BYTES);
    expect(Array.from((await storage.get(NAME)) ?? [])).toEqual(Array.from(BYTES));
    expect(await storage.get(OTHER)).toBeNull();
    expect(await readdir(directory)).toEqual([NAME]);
    expect(storage.publicUrl(NAME)).toBeNull();
  });

  it("takes no name it could not have made", async () => {
    const storage = storageFor({ kind: "local", directory });
    await expect(storage.get("../../etc/passwd")).rejects.toThrow(/Not an upload name/);
    await expect(storage.put("../escape.webp", BYTES)).rejects.toThrow(/Not an upload name/);
  });
});

describe("S3 storage", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3(KEYS);
  });
  afterAll(() => s3.close());

  const settings = () => ({
    kind: "s3" as const,
    bucket: "pictures",
    endpoint: s3.endpoint,
    ...KEYS,
  });

  it("puts signed objects under uploads/ with their type and a year's cache, and gets them back", async () => {
    const storage = storageFor(settings());
    await storage.put(NAME, BYTES);
    expect(s3.log.at(-1)).toEqual({ method: "PUT", path: `/pictures/uploads/${NAME}` });
    const stored = s3.objects.get(`/pictures/uploads/${NAME}`);
    expect(stored?.body).toEqual(Buffer.from(BYTES));
    expect(stored?.headers).toEqual({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(Array.from((await storage.get(NAME)) ?? [])).toEqual(Array.from(BYTES));
    expect(await storage.get(OTHER)).toBeNull();
    expect(s3.log.filter((entry) => entry.refused)).toEqual([]);
  });

  it("stores a PDF with its own type, so a public bucket serves it as a document", async () => {
    const storage = storageFor(settings());
    const pdf = NAME.replace(".webp", ".pdf");
    await storage.put(pdf, BYTES);
    expect(s3.objects.get(`/pictures/uploads/${pdf}`)?.headers["content-type"]).toBe(
      "application/pdf",
    );
  });

  it("fails loudly when the store refuses (wrong secret or region)", async () => {
    for (const wrong of [{ secretAccessKey: "not-the-secret" }, { region: "us-west-2" }]) {
      const storage = storageFor({ ...settings(), ...wrong });
      await expect(storage.put(NAME, BYTES)).rejects.toThrow(/S3 PUT answered 403/);
      await expect(storage.get(NAME)).rejects.toThrow(/S3 GET answered 403/);
    }
  });

  it("names no path it could not have made", async () => {
    const storage = storageFor(settings());
    const before = s3.log.length;
    await expect(storage.get("../other-bucket/secret")).rejects.toThrow(/Not an upload name/);
    expect(s3.log.length).toBe(before);
  });

  it("addresses AWS virtual-hosted style, others path-style, and the public URL when given", () => {
    expect(objectUrl({ bucket: "pics", ...KEYS }, NAME)).toBe(
      `https://pics.s3.eu-west-3.amazonaws.com/uploads/${NAME}`,
    );
    expect(objectUrl({ ...settings(), endpoint: "https://r2.example.com/" }, NAME)).toBe(
      `https://r2.example.com/pictures/uploads/${NAME}`,
    );
    const storage = storageFor({ ...settings(), publicUrl: "https://cdn.example.com/" });
    expect(storage.publicUrl(NAME)).toBe(`https://cdn.example.com/uploads/${NAME}`);
    expect(storageFor(settings()).publicUrl(NAME)).toBeNull();
  });
});
