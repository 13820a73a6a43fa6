import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isPdf, sniffImageKind } from "./sniff";

const pixel = () => sharp({ create: { width: 4, height: 3, channels: 3, background: "#c00" } });
const text = (value: string) => new TextEncoder().encode(value);

/** An ISO-BMFF `ftyp` box with a major brand and compatible brands. */
function ftyp(major: string, compatible: string[]): Uint8Array {
  const body = [major, "\0\0\0\0", ...compatible].join("");
  const size = 8 + body.length;
  const bytes = new Uint8Array(size + 8);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(text(`ftyp${body}`), 4);
  return bytes;
}

describe("sniffImageKind", () => {
  it("knows JPEG, PNG, WebP and AVIF by their first bytes", async () => {
    expect(sniffImageKind(await pixel().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageKind(await pixel().png().toBuffer())).toBe("png");
    expect(sniffImageKind(await pixel().webp().toBuffer())).toBe("webp");
    expect(sniffImageKind(await pixel().avif().toBuffer())).toBe("avif");
    expect(sniffImageKind(ftyp("mif1", ["mif1", "avif"]))).toBe("avif");
  });

  it("refuses SVG, GIF, HEIC, text and anything short or empty, whatever it is called", async () => {
    const refused = [
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      text('<?xml version="1.0"?><svg/>'),
      await pixel().gif().toBuffer(),
      ftyp("heic", ["mif1", "heic"]),
      ftyp("mif1", ["mif1", "heix"]),
      text("This is a text file renamed to photo.png"),
      text("RIFF\0\0\0\0WAVEfmt "),
      new Uint8Array([0xff, 0xd8]),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      new Uint8Array(0),
    ];
    for (const bytes of refused) expect(sniffImageKind(bytes)).toBeNull();
  });
});

describe("isPdf", () => {
  it("knows a PDF by its header, not by anything that merely mentions one", () => {
    expect(isPdf(text("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj"))).toBe(true);
    expect(isPdf(text("%PDF-2.0\n"))).toBe(true);
    for (const other of [
      "<html><body>%PDF-1.7</body></html>",
      " %PDF-1.7",
      "%PDF",
      "%pdf-1.7",
      "",
    ]) {
      expect(isPdf(text(other)), other).toBe(false);
    }
  });
});
