// The edge lets an image upload's larger body through on its own path only.
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  ATTACHMENT_UPLOAD_PATH,
  MAX_ATTACHMENT_BODY_BYTES,
  MAX_PDF_BYTES,
} from "@/lib/uploads/attachments";
import { IMAGE_UPLOAD_PATH, MAX_UPLOAD_BODY_BYTES } from "@/lib/uploads/limits";
import { bodyLimitFor, EDGE_MAX_BODY_BYTES, prepareEdgeRequest } from "./edge";

function post(url: string, contentLength: number): IncomingMessage {
  const headers = { "content-length": String(contentLength) };
  const socket = { remoteAddress: "203.0.113.9" };
  return { method: "POST", url, headers, socket } as unknown as IncomingMessage;
}

const OPTIONS = { trustedProxyHops: 0, maxBodyBytes: EDGE_MAX_BODY_BYTES };

describe("the edge's body limits", () => {
  it("lets an image upload of up to 5 MB (and its multipart framing) through", () => {
    expect(prepareEdgeRequest(post(IMAGE_UPLOAD_PATH, 5 * 1024 * 1024), OPTIONS).refuse).toBe(
      false,
    );
    expect(prepareEdgeRequest(post(`${IMAGE_UPLOAD_PATH}?x=1`, 3_000_000), OPTIONS).refuse).toBe(
      false,
    );
    expect(
      prepareEdgeRequest(post(IMAGE_UPLOAD_PATH, MAX_UPLOAD_BODY_BYTES + 1), OPTIONS),
    ).toMatchObject({ refuse: true, status: 413 });
  });

  it("lets an attachment of up to a PDF's 10 MB (and its framing) through", () => {
    expect(prepareEdgeRequest(post(ATTACHMENT_UPLOAD_PATH, MAX_PDF_BYTES), OPTIONS).refuse).toBe(
      false,
    );
    expect(
      prepareEdgeRequest(post(ATTACHMENT_UPLOAD_PATH, MAX_ATTACHMENT_BODY_BYTES + 1), OPTIONS),
    ).toMatchObject({ refuse: true, status: 413 });
    // The image upload keeps its own, smaller ceiling.
    expect(prepareEdgeRequest(post(IMAGE_UPLOAD_PATH, MAX_PDF_BYTES), OPTIONS)).toMatchObject({
      refuse: true,
      status: 413,
    });
  });

  it("keeps 1 MB everywhere else, however the path is dressed up", () => {
    for (const url of [
      "/api/v1/services",
      `${IMAGE_UPLOAD_PATH}/`,
      `${ATTACHMENT_UPLOAD_PATH}/`,
      `/x/..${IMAGE_UPLOAD_PATH}`,
      "/constructor",
      "/__proto__",
    ]) {
      expect(prepareEdgeRequest(post(url, 2_000_000), OPTIONS), url).toMatchObject({
        refuse: true,
        status: 413,
      });
    }
    expect(bodyLimitFor(undefined, 10)).toBe(10);
  });
});
