import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVICE_CATEGORIES } from "@/modules/catalog/shared/categories";
import { inlinePicture, svgDataUrl } from "./inline-picture";

const PREFIX = "data:image/svg+xml,";

describe("svgDataUrl", () => {
  it("decodes to the same drawing", () => {
    const svg = '<svg viewBox="0 0 8 5">\n  <rect fill="#7c2d12" width="50%"/>\n</svg>\n';
    const url = svgDataUrl(svg);
    expect(url.startsWith(PREFIX)).toBe(true);
    expect(decodeURIComponent(url.slice(PREFIX.length))).toBe(
      "<svg viewBox='0 0 8 5'> <rect fill='#7c2d12' width='50%'/> </svg>",
    );
  });

  it("escapes what would end the URL or be spelled long in the page's payload", () => {
    const body = svgDataUrl('<svg><rect fill="#fff" width="5%"/></svg>').slice(PREFIX.length);
    expect(body).not.toMatch(/[#<>"]/);
    expect(body).not.toMatch(/%(?![0-9A-F]{2})/);
  });
});

describe("inlinePicture", () => {
  it("inlines every category's picture as the file draws it", async () => {
    for (const category of SERVICE_CATEGORIES) {
      const src = `/images/categories/${category}.svg`;
      const file = readFileSync(`public${src}`, "utf8");
      await expect(inlinePicture(src)).resolves.toEqual({ src, data: svgDataUrl(file) });
    }
  });

  it("leaves an organization's image and any other path to a request", async () => {
    for (const src of [
      "https://images.example.com/a.svg",
      "/images/service-fallback.svg",
      "/images/categories/../service-fallback.svg",
      "/images/categories/unknown.svg",
    ]) {
      await expect(inlinePicture(src)).resolves.toBeNull();
    }
  });
});
