import { describe, expect, it } from "vitest";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "./limits";
import {
  ATTACHMENT_TYPE_REFUSED,
  attachmentFileProblem,
  formatFileSize,
  MAX_PDF_BYTES,
  PDF_TOO_LARGE,
  PDF_TYPE,
} from "./attachments";

describe("attachmentFileProblem", () => {
  it("takes PDFs up to 10 MB and images up to 5 MB, with the server's words otherwise", () => {
    expect(attachmentFileProblem({ type: PDF_TYPE, size: MAX_PDF_BYTES })).toBeNull();
    expect(attachmentFileProblem({ type: PDF_TYPE, size: MAX_PDF_BYTES + 1 })).toBe(PDF_TOO_LARGE);
    expect(attachmentFileProblem({ type: "image/png", size: MAX_IMAGE_BYTES })).toBeNull();
    expect(attachmentFileProblem({ type: "image/jpeg", size: MAX_IMAGE_BYTES + 1 })).toBe(
      IMAGE_TOO_LARGE,
    );
    for (const type of ["text/html", "image/svg+xml", "image/gif", "", "application/zip"]) {
      expect(attachmentFileProblem({ type, size: 10 }), type).toBe(ATTACHMENT_TYPE_REFUSED);
    }
  });

  it("prints a chosen file's size", () => {
    expect(formatFileSize(77)).toBe("1 KB");
    expect(formatFileSize(340 * 1024)).toBe("340 KB");
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe("2.4 MB");
  });
});
