// Attachment uploads over HTTP on PostgreSQL: a customer's or an organization's PDF is stored as
// sent and served back as a download, an image as a cleaned WebP; a disguised file, an oversized
// one and a caller who may not attach are refused.
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { removeAfterAll } from "@/test/support/temporary-folder";
import { POST as uploadHandler } from "@/app/api/v1/uploads/attachments/route";
import { GET as serveHandler } from "@/app/uploads/[name]/route";
import { uploadsRoutes } from "@/lib/api/registry/uploads";
import { errorEnvelopeSchema, successEnvelope } from "@/lib/schemas/common";
import type { UploadedAttachment } from "@/lib/schemas/uploads";
import {
  ATTACHMENT_TOO_LARGE,
  ATTACHMENT_TYPE_REFUSED,
  ATTACHMENT_UPLOAD_PATH,
  isAttachmentPath,
  MAX_ATTACHMENT_BODY_BYTES,
  MAX_PDF_BYTES,
  PDF_TOO_LARGE,
} from "@/lib/uploads/attachments";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "@/lib/uploads/limits";
import { signedIn } from "@/test/integration/accounts";
import { freshIp, ORIGIN } from "@/test/integration/http";

// Before any app module reads the environment: this file's uploads go to a folder of its own.
await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  process.env.DATA_DIR = await mkdtemp(`${tmpdir()}/coinmarket-attachments-`);
});

// The folder goes with the file's last test.
removeAfterAll(process.env.DATA_DIR);

type Credential = { bearer: string } | null;

const encode = (text: string) => new TextEncoder().encode(text);

/** A small but well-formed PDF, unique per call so each upload is a new file. */
function pdfBytes(note = crypto.randomUUID()): Uint8Array {
  return encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${note}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** `prefix`, padded to `size` bytes. */
function padded(prefix: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(prefix);
  return bytes;
}

function formOf(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** POSTs to the attachments route and checks the answer is what its registry entry says. */
async function upload(credential: Credential, form: FormData) {
  const headers: Record<string, string> = { "x-forwarded-for": freshIp() };
  if (credential) headers.authorization = `Bearer ${credential.bearer}`;
  const request = new Request(`${ORIGIN}${ATTACHMENT_UPLOAD_PATH}`, {
    method: "POST",
    headers,
    body: form,
  });
  const response = await uploadHandler(request, { params: Promise.resolve({}) });
  const schema =
    response.status < 400
      ? successEnvelope(uploadsRoutes.attachment.response)
      : errorEnvelopeSchema;
  const parsed = schema.parse(await response.json()) as {
    data?: UploadedAttachment;
    error?: { code: string; message: string };
  };
  return { status: response.status, ...parsed };
}

function served(path: string) {
  const name = path.replace(/^\/uploads\//, "");
  return serveHandler(new Request(`${ORIGIN}${path}`), { params: Promise.resolve({ name }) });
}

describe("POST /api/v1/uploads/attachments", () => {
  it("stores a customer's PDF as sent and serves it back as a download", async () => {
    const user = await signedIn("user");
    const bytes = pdfBytes();
    const answer = await upload(
      { bearer: user.token },
      formOf(bytes, "invoice.pdf", "application/pdf"),
    );
    expect(answer.status).toBe(201);
    const file = answer.data!;
    expect(file).toMatchObject({ kind: "pdf", thumbnailUrl: null, bytes: bytes.byteLength });
    expect(file.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    // What the delivery and dispute bodies take.
    expect(isAttachmentPath(file.url)).toBe(true);

    const response = await served(file.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    // The same document again is the same file.
    const again = await upload(
      { bearer: user.token },
      formOf(bytes, "copy.pdf", "application/pdf"),
    );
    expect(again.data?.url).toBe(file.url);
  });

  it("takes an organization's PDF whatever type the browser said, and its image as a cleaned WebP", async () => {
    const org = await signedIn("org");
    const pdf = await upload(
      { bearer: org.token },
      formOf(pdfBytes(), "report", "application/octet-stream"),
    );
    expect([pdf.status, pdf.data?.kind]).toEqual([201, "pdf"]);

    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: "#3a6" },
    })
      .png()
      .toBuffer();
    const image = await upload({ bearer: org.token }, formOf(png, "photo.png", "image/png"));
    expect(image.status).toBe(201);
    expect(image.data).toMatchObject({ kind: "image", bytes: null });
    expect(image.data?.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(image.data?.thumbnailUrl).toBe(image.data?.url.replace(".webp", "-thumb.webp"));
    const stored = await served(image.data!.url);
    expect(stored.headers.get("content-type")).toBe("image/webp");
    expect(stored.headers.get("content-disposition")).toBeNull();
    const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width]).toEqual(["webp", 1600]);
  });

  it("refuses an HTML page, a script or a text file dressed as a PDF, by their content", async () => {
    const user = await signedIn("user");
    for (const [text, name] of [
      ["<html><body><script>alert(1)</script>%PDF-1.7</body></html>", "invoice.pdf"],
      [" %PDF-1.7 with a space before it", "spaced.pdf"],
      ["alert(document.cookie)", "script.pdf"],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "drawing.pdf"],
    ] as const) {
      const answer = await upload(
        { bearer: user.token },
        formOf(encode(text), name, "application/pdf"),
      );
      expect(answer.status, name).toBe(415);
      expect(answer.error).toEqual({
        code: "unsupported_media_type",
        message: ATTACHMENT_TYPE_REFUSED,
      });
    }
  });

  it("refuses a PDF over 10 MB, an image over 5 MB, and a body over both", async () => {
    const org = await signedIn("org");
    const pdf = await upload(
      { bearer: org.token },
      formOf(padded(pdfBytes(), MAX_PDF_BYTES + 1), "big.pdf", "application/pdf"),
    );
    expect([pdf.status, pdf.error]).toEqual([
      413,
      { code: "payload_too_large", message: PDF_TOO_LARGE },
    ]);

    const atLimit = await upload(
      { bearer: org.token },
      formOf(padded(pdfBytes(), MAX_PDF_BYTES), "full.pdf", "application/pdf"),
    );
    expect(atLimit.status).toBe(201);

    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const image = await upload(
      { bearer: org.token },
      formOf(padded(png, MAX_IMAGE_BYTES + 1), "big.png", "image/png"),
    );
    expect([image.status, image.error?.message]).toEqual([413, IMAGE_TOO_LARGE]);

    // Past every kind's limit: refused as it arrives, before its kind is known.
    const body = await upload(
      { bearer: org.token },
      formOf(padded(pdfBytes(), MAX_ATTACHMENT_BODY_BYTES + 1), "huge.pdf", "application/pdf"),
    );
    expect([body.status, body.error?.message]).toEqual([413, ATTACHMENT_TOO_LARGE]);
  });

  it("is for customers and organizations: an admin is refused (403), a visitor asked to sign in (401)", async () => {
    const admin = await signedIn("admin");
    const form = () => formOf(pdfBytes(), "a.pdf", "application/pdf");
    expect((await upload({ bearer: admin.token }, form())).status).toBe(403);
    expect((await upload(null, form())).status).toBe(401);
  });
});
