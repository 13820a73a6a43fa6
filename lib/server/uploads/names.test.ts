import { describe, expect, it } from "vitest";
import { isUploadName, thumbnailOf, uploadPath } from "@/lib/uploads/names";
import { assertUploadName, uploadNamesFor } from "./names";

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
