import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { refusalOf } from "@/test/support/refusal";
import { IMAGE_TYPE_REFUSED } from "@/lib/uploads/limits";
import {
  DISPLAY_SIZE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  processImage,
  THUMBNAIL_SIZE,
} from "./process-image";

function canvas(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#2a6" } });
}

describe("processImage", () => {
  it("makes a WebP of at most 1600 px and a 480 px thumbnail, keeping the proportions", async () => {
    const { display, thumbnail } = await processImage(
      await canvas(3200, 1800).png().toBuffer(),
      "png",
    );
    expect([display.width, display.height]).toEqual([DISPLAY_SIZE, 900]);
    expect([thumbnail.width, thumbnail.height]).toEqual([THUMBNAIL_SIZE, 270]);
    for (const image of [display, thumbnail]) {
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect([metadata.width, metadata.height]).toEqual([image.width, image.height]);
    }
  });

  it("never enlarges a small picture", async () => {
    const { display, thumbnail } = await processImage(
      await canvas(300, 200).webp().toBuffer(),
      "webp",
    );
    expect([display.width, display.height, thumbnail.width]).toEqual([300, 200, 300]);
  });

  it("drops EXIF (a phone's GPS position), XMP and ICC, and turns the photo upright", async () => {
    const photo = await canvas(400, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "Snap 9" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 29/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.exif?.toString("latin1")).toContain("PhoneCo");
    expect(original.orientation).toBe(6);

    const { display } = await processImage(photo, "jpeg");
    const cleaned = await sharp(display.bytes).metadata();
    expect(cleaned.exif).toBeUndefined();
    expect(cleaned.xmp).toBeUndefined();
    expect(cleaned.icc).toBeUndefined();
    expect(cleaned.orientation).toBeUndefined();
    expect(display.bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
    // Orientation 6 is "rotate 90° clockwise to view": the stored picture is portrait.
    expect([display.width, display.height]).toEqual([200, 400]);
  });

  it("refuses a picture of more than 50 megapixels before decoding it", async () => {
    // 10,000 x 6,000 of one colour compresses to a few kilobytes: a decompression bomb in small.
    const bomb = await canvas(10_000, 6_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    const error = await refusalOf(processImage(bomb, "png"));
    expect([error.status, error.message]).toEqual([422, IMAGE_TOO_MANY_PIXELS]);
  });

  it("refuses a file that starts like an image but is not one", async () => {
    const png = await canvas(50, 50).png().toBuffer();
    const truncated = png.subarray(0, 40);
    const error = await refusalOf(processImage(truncated, "png"));
    expect([error.status, error.message]).toEqual([422, IMAGE_UNREADABLE]);
  });

  it("refuses a file whose decoder disagrees with its signature", async () => {
    const jpeg = await canvas(50, 50).jpeg().toBuffer();
    const error = await refusalOf(processImage(jpeg, "avif"));
    expect([error.status, error.message]).toEqual([415, IMAGE_TYPE_REFUSED]);
  });
});
