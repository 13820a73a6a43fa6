// Writes the site's icon set from one drawing of the brand's coin (components/nav/coin-mark.tsx):
// app/icon.svg, app/favicon.ico, app/apple-icon.png and the web manifest's PNGs in public/icons.
// Run once after changing the drawing: `npx tsx scripts/tools/generate-icons.ts`, then commit the files.
// sharp comes with Next.js (its image optimizer's optional dependency).
import { writeFileSync } from "node:fs";
import sharp from "sharp";

const COIN = "#e9ab2b"; // --coin
const COIN_EDGE = "#563000"; // --coin-foreground
const INDIGO = "#3b3fb6"; // the theme colour (app/layout.tsx)

/** The coin on a 32-unit canvas, as the header draws it. */
const coin = `
  <circle cx="16" cy="16" r="15" fill="${COIN}"/>
  <circle cx="16" cy="16" r="11.5" fill="none" stroke="${COIN_EDGE}" stroke-opacity=".35" stroke-width="1.5"/>
  <path d="M20.5 12.2a6 6 0 1 0 0 7.6" fill="none" stroke="${INDIGO}" stroke-width="3" stroke-linecap="round"/>`;

/** The coin alone on a transparent square. */
const plainSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${coin}\n</svg>\n`;

/** The coin at `scale` of an indigo square: home-screen icons are never transparent. */
function onIndigo(scale: number): string {
  const offset = (16 * (1 - scale)) / scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${INDIGO}"/>
  <g transform="scale(${scale}) translate(${offset} ${offset})">${coin}</g>
</svg>`;
}

function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * (size / 32) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico holding PNG images (every browser since IE 11 reads them). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

async function main() {
  writeFileSync("app/icon.svg", plainSvg);
  const sizes = [16, 32, 48];
  const favicon = await Promise.all(
    sizes.map(async (size) => ({ size, data: await png(plainSvg, size) })),
  );
  writeFileSync("app/favicon.ico", ico(favicon));
  writeFileSync("app/apple-icon.png", await png(onIndigo(0.72), 180));
  writeFileSync("public/icons/icon-192.png", await png(plainSvg, 192));
  writeFileSync("public/icons/icon-512.png", await png(plainSvg, 512));
  // Maskable: the launcher may crop to a circle of 80% of the side; the coin stays inside it.
  writeFileSync("public/icons/maskable-512.png", await png(onIndigo(0.6), 512));
  console.log("Icons written: app/icon.svg, app/favicon.ico, app/apple-icon.png, public/icons/*");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
