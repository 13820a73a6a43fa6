import { describe, expect, it } from "vitest";
import { refusalOf } from "@/test/support/refusal";
import {
  IMAGE_MISSING,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from "@/lib/uploads/limits";
import { chunkedPost, LAZY_CHUNK_BYTES, lazyBody } from "@/test/lazy-body";
import { IMAGE_UPLOAD_LIMITS, readUploadedFile } from "./read-upload";

const URL = "http://127.0.0.1:3000/api/v1/uploads/images";
const MULTIPART = { "content-type": "multipart/form-data; boundary=----upload" };

function formWith(field: string, bytes: Uint8Array, name = "photo.png"): FormData {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  return form;
}

const refusal = (request: Request) => refusalOf(readUploadedFile(request, IMAGE_UPLOAD_LIMITS));

describe("readUploadedFile", () => {
  it("gives the bytes of the `file` field", async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const request = new Request(URL, { method: "POST", body: formWith("file", bytes) });
    expect(await readUploadedFile(request, IMAGE_UPLOAD_LIMITS)).toEqual(bytes);
  });

  it("takes a file of exactly 5 MB", async () => {
    const bytes = new Uint8Array(MAX_IMAGE_BYTES);
    const request = new Request(URL, { method: "POST", body: formWith("file", bytes) });
    expect((await readUploadedFile(request, IMAGE_UPLOAD_LIMITS)).byteLength).toBe(MAX_IMAGE_BYTES);
  });

  it("refuses a file over 5 MB even when the whole body is under the body limit", async () => {
    const bytes = new Uint8Array(MAX_IMAGE_BYTES + 1);
    const request = new Request(URL, { method: "POST", body: formWith("file", bytes) });
    const error = await refusal(request);
    expect([error.status, error.message]).toEqual([413, IMAGE_TOO_LARGE]);
  });

  it("refuses a declared 6 MB body before reading any of it", async () => {
    const body = lazyBody(6 * 1024 * 1024);
    const request = chunkedPost(URL, body, {
      ...MULTIPART,
      "content-length": String(6 * 1024 * 1024),
    });
    const error = await refusal(request);
    expect([error.status, error.message]).toEqual([413, IMAGE_TOO_LARGE]);
    expect(body.pulled()).toBeLessThanOrEqual(LAZY_CHUNK_BYTES);
  });

  it("stops reading a body with no (or a false) length once it passes the limit", async () => {
    for (const headers of [MULTIPART, { ...MULTIPART, "content-length": "1000" }]) {
      const body = lazyBody(50 * 1024 * 1024);
      const error = await refusal(chunkedPost(URL, body, headers));
      expect([error.status, error.message]).toEqual([413, IMAGE_TOO_LARGE]);
      // Never more than the limit plus the chunk that crossed it and one read ahead.
      expect(body.pulled()).toBeLessThanOrEqual(MAX_UPLOAD_BODY_BYTES + 2 * LAZY_CHUNK_BYTES);
      expect(body.cancelled()).toBe(true);
    }
  });

  it("refuses a body that is not multipart, or has no file in `file`", async () => {
    const json = new Request(URL, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect((await refusal(json)).status).toBe(415);

    const post = (body: FormData) => new Request(URL, { method: "POST", body });
    const otherField = await refusal(post(formWith("picture", new Uint8Array([1]))));
    expect([otherField.status, otherField.message]).toEqual([400, IMAGE_MISSING]);
    const textField = new FormData();
    textField.set("file", "not a file");
    expect((await refusal(post(textField))).message).toBe(IMAGE_MISSING);
    expect((await refusal(post(formWith("file", new Uint8Array(0))))).message).toBe(IMAGE_MISSING);

    const broken = new Request(URL, { method: "POST", body: "garbage", headers: MULTIPART });
    expect((await refusal(broken)).status).toBe(400);
  });
});
