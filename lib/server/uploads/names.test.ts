import { describe, expect, it } from "vitest";
import { isAttachmentPath, isPdfAttachment } from "@/lib/uploads/attachments";
import { isDocumentName, isUploadName, thumbnailOf, uploadPath } from "@/lib/uploads/names";
import { assertUploadName, documentNameFor, uploadNamesFor } from "./names";

describe("upload names", () => {
  it("are the display file's hash, the thumbnail beside it, the same for the same bytes", () => {
    const bytes = new TextEncoder().encode("a picture");
    const names = uploadNamesFor(bytes);
    expect(names.display).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(names.thumbnail).toBe(names.display.replace(".webp", "-thumb.webp"));
    expect(uploadNamesFor(new TextEncoder().encode("a picture"))).toEqual(names);
    expect(uploadNamesFor(new TextEncoder().encode("another")).display).not.toBe(names.display);
    expect(isUploadName(names.display) && isUploadName(names.thumbnail)).toBe(true);
    expect(uploadPath(names.display)).toBe(`/uploads/${names.display}`);
    expect(thumbnailOf(uploadPath(names.display))).toBe(uploadPath(names.thumbnail));
    expect(thumbnailOf("/images/categories/design.svg")).toBe("/images/categories/design.svg");
  });

  it("name a PDF by the hash of its bytes, served as a document, attachable", () => {
    const bytes = new TextEncoder().encode("%PDF-1.7 a document");
    const name = documentNameFor(bytes);
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(documentNameFor(new TextEncoder().encode("%PDF-1.7 a document"))).toBe(name);
    expect(name.slice(0, 32)).toBe(uploadNamesFor(bytes).display.slice(0, 32));
    expect(isUploadName(name)).toBe(true);
    expect(() => assertUploadName(name)).not.toThrow();
    expect(isDocumentName(name)).toBe(true);
    expect(isDocumentName(uploadNamesFor(bytes).display)).toBe(false);
    expect(isAttachmentPath(uploadPath(name)) && isPdfAttachment(uploadPath(name))).toBe(true);
    // A PDF has no thumbnail: it is its own path.
    expect(thumbnailOf(uploadPath(name))).toBe(uploadPath(name));
  });

  it("attach only an upload's display image or PDF, by its site path", () => {
    const hash = "0123456789abcdef0123456789abcdef";
    expect(isAttachmentPath(`/uploads/${hash}.webp`)).toBe(true);
    expect(isAttachmentPath(`/uploads/${hash}.pdf`)).toBe(true);
    for (const path of [
      `/uploads/${hash}-thumb.webp`,
      `/uploads/${hash}-thumb.pdf`,
      `${hash}.pdf`,
      `/uploads/${hash}.PDF`,
      `/uploads/${hash}.pdf.html`,
      `/uploads/../${hash}.pdf`,
      `https://example.com/uploads/${hash}.pdf`,
    ]) {
      expect(isAttachmentPath(path), path).toBe(false);
    }
  });

  it("refuses anything else: paths, encodings, NUL, other extensions, other lengths", () => {
    const hash = "0123456789abcdef0123456789abcdef";
    for (const name of [
      "",
      "../../etc/passwd",
      `../${hash}.webp`,
      `${hash}.webp/..`,
      `sub/${hash}.webp`,
      `..%2f${hash}.webp`,
      `${hash}.webp\0.png`,
      `${hash}.webp\n`,
      `${hash.toUpperCase()}.webp`,
      `${hash}.png`,
      `${hash}.svg`,
      `${hash}.PDF`,
      `${hash}-thumb.pdf`,
      `${hash}.pdf.html`,
      `${hash}.pdf\0`,
      `${hash}.html`,
      `${hash.slice(1)}.pdf`,
      `${hash}0.webp`,
      `${hash.slice(1)}.webp`,
      `${hash}-thumb-thumb.webp`,
      `.${hash}.webp.abc.tmp`,
      "constructor",
    ]) {
      expect(isUploadName(name), JSON.stringify(name)).toBe(false);
      expect(() => assertUploadName(name)).toThrow();
    }
  });
});
