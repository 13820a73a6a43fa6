// Image uploads over HTTP on PostgreSQL: an organization's picture comes back as a cleaned WebP
// the site serves and a service may show; a disguised file, an oversized one, a caller who may
// not upload and a path trick on /uploads are refused.
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { removeAfterAll } from "@/test/support/temporary-folder";
import { POST as uploadHandler } from "@/app/api/v1/uploads/images/route";
import { POST as createService } from "@/app/api/v1/services/route";
import { GET as serveHandler } from "@/app/uploads/[name]/route";
import { uploadsRoutes } from "@/lib/api/registry/uploads";
import { errorEnvelopeSchema, successEnvelope } from "@/lib/schemas/common";
import type { UploadedImage } from "@/lib/schemas/uploads";
import type { OrgServiceView } from "@/modules/services/shared/schemas";
import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED, IMAGE_UPLOAD_PATH } from "@/lib/uploads/limits";
import { signedIn } from "@/test/integration/accounts";
import { call, freshIp, ORIGIN } from "@/test/integration/http";
import { chunkedPost, lazyBody } from "@/test/lazy-body";
import { UPLOAD_RULES } from "./upload-limits";

// Before any app module reads the environment: this file's uploads go to a folder of its own.
await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  process.env.DATA_DIR = await mkdtemp(`${tmpdir()}/coinmarket-uploads-`);
});

// The folder goes with the file's last test.
removeAfterAll(process.env.DATA_DIR);

type Account = Awaited<ReturnType<typeof signedIn>>;
type Credential = { bearer: string } | { browser: Account["browser"] } | null;

function formOf(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

function authHeaders(credential: Credential): Record<string, string> {
  if (!credential) return {};
  if ("bearer" in credential) return { authorization: `Bearer ${credential.bearer}` };
  return { origin: ORIGIN, host: new URL(ORIGIN).host, cookie: credential.browser.cookieHeader() };
}

/** POSTs a request to the upload route and checks the answer is what its registry entry says. */
async function send(request: Request) {
  const response = await uploadHandler(request, { params: Promise.resolve({}) });
  const body: unknown = await response.json();
  const schema =
    response.status < 400 ? successEnvelope(uploadsRoutes.image.response) : errorEnvelopeSchema;
  const parsed = schema.parse(body) as {
    data?: UploadedImage;
    error?: { code: string; message: string };
  };
  return { status: response.status, ...parsed };
}

function upload(credential: Credential, form: FormData, ip = freshIp()) {
  const headers = { ...authHeaders(credential), "x-forwarded-for": ip };
  return send(
    new Request(`${ORIGIN}${IMAGE_UPLOAD_PATH}`, { method: "POST", headers, body: form }),
  );
}

async function served(path: string) {
  const name = path.replace(/^\/uploads\//, "");
  return serveHandler(new Request(`${ORIGIN}${path}`), { params: Promise.resolve({ name }) });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: "#36c8" } })
    .png()
    .toBuffer();

describe("POST /api/v1/uploads/images", () => {
  it("takes an organization's PNG and answers a WebP the site serves and a service may show", async () => {
    const org = await signedIn("org");
    const answer = await upload(
      { browser: org.browser },
      formOf(await png(2400, 1200), "a.png", "image/png"),
    );
    expect(answer.status).toBe(201);
    const image = answer.data!;
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(image.thumbnailUrl).toBe(image.url.replace(".webp", "-thumb.webp"));
    expect([image.width, image.height]).toEqual([1600, 800]);

    const file = await served(image.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toContain("immutable");
    const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 1600, 800]);
    const thumbnail = await sharp(
      Buffer.from(await (await served(image.thumbnailUrl)).arrayBuffer()),
    ).metadata();
    expect(thumbnail.width).toBe(480);

    // The same picture again, by an API client this time: the same file.
    const again = await upload(
      { bearer: org.token },
      formOf(await png(2400, 1200), "b.png", "image/png"),
    );
    expect(again.data?.url).toBe(image.url);

    const service = await call<OrgServiceView>(createService, "/api/v1/services", {
      bearer: org.token,
      body: {
        title: "Photo walk",
        description: "A morning walk.",
        price: 40,
        category: "design",
        images: [image.url],
      },
    });
    expect(service.status).toBe(201);
    expect(service.body.data?.images).toEqual([image.url]);
  });

  it("refuses a text file named .png, an SVG and a GIF by their content, with the message", async () => {
    const org = await signedIn("org");
    const text = new TextEncoder().encode("Just some notes, renamed to look like a picture.");
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    );
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const form of [
      formOf(text, "photo.png", "image/png"),
      formOf(svg, "logo.svg", "image/svg+xml"),
      formOf(svg, "logo.png", "image/png"),
      formOf(gif, "anim.gif", "image/gif"),
    ]) {
      const answer = await upload({ bearer: org.token }, form);
      expect(answer.status).toBe(415);
      expect(answer.error).toEqual({ code: "unsupported_media_type", message: IMAGE_TYPE_REFUSED });
    }
  });

  it("refuses 6 MB, declared or streamed without a length, with the message", async () => {
    const org = await signedIn("org");
    const big = formOf(new Uint8Array(6 * 1024 * 1024), "big.png", "image/png");
    const declared = await upload({ bearer: org.token }, big);
    expect([declared.status, declared.error]).toEqual([
      413,
      { code: "payload_too_large", message: IMAGE_TOO_LARGE },
    ]);

    const body = lazyBody(6 * 1024 * 1024);
    const streamed = await send(
      chunkedPost(`${ORIGIN}${IMAGE_UPLOAD_PATH}`, body, {
        ...authHeaders({ bearer: org.token }),
        "content-type": "multipart/form-data; boundary=----x",
        "x-forwarded-for": freshIp(),
      }),
    );
    expect([streamed.status, streamed.error?.message]).toEqual([413, IMAGE_TOO_LARGE]);
    expect(body.cancelled()).toBe(true);
  });

  it("is for organizations: a user is refused (403), a visitor asked to sign in (401)", async () => {
    const user = await signedIn("user");
    const form = () => formOf(new Uint8Array([0x89, 0x50]), "a.png", "image/png");
    expect((await upload({ bearer: user.token }, form())).status).toBe(403);
    expect((await upload({ browser: user.browser }, form())).status).toBe(403);
    expect((await upload(null, form())).status).toBe(401);
  });

  it("stops an organization after its hourly allowance, before reading what it sends", async () => {
    const org = await signedIn("org");
    const empty = new FormData();
    for (let attempt = 0; attempt < UPLOAD_RULES.perUser.max; attempt += 1) {
      expect((await upload({ bearer: org.token }, empty)).status).toBe(400);
    }
    const limited = await upload(
      { bearer: org.token },
      formOf(await png(10, 10), "a.png", "image/png"),
    );
    expect(limited.status).toBe(429);
  });
});

describe("GET /uploads/<name>", () => {
  it("is a plain 404 for unknown names and path tricks", async () => {
    for (const name of [
      "0123456789abcdef0123456789abcdef.webp",
      "../../etc/passwd",
      "..%2F..%2Fetc%2Fpasswd",
      "..",
      "0123456789abcdef0123456789abcdef.webp\0",
      "../.data/auth-secret",
    ]) {
      const response = await served(`/uploads/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("content-type")).not.toContain("image");
    }
  });
});
