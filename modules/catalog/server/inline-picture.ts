// The catalogue's first card's picture as a data: URL, for the page to send inside its document.
// That picture is the page's largest paint: as a file it waits for a request of its own after the
// document (a round trip on a slow network), inline it paints with the card. Only the category
// pictures this app serves are inlined (about 2 KB each, 0.7 KB compressed); an organization's
// own image stays a request.
import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SERVICE_CATEGORIES } from "@/modules/catalog/shared/categories";
import type { InlinePicture } from "@/modules/catalog/shared/service-picture";

const CATEGORY_PICTURE = /^\/images\/categories\/([a-z]+)\.svg$/;

/**
 * An SVG as a data: URL in few bytes: its whitespace runs folded, its double quotes made single
 * (the attribute holding it keeps its own; the app's pictures quote nothing else), and only the
 * characters a URL or the page's inline payload would read otherwise escaped (`%`, `#`, `<`,
 * `>`; the payload's JSON would spell each angle bracket in six characters).
 */
export function svgDataUrl(svg: string): string {
  const text = svg
    .trim()
    .replace(/\s+/g, " ")
    .replaceAll('"', "'")
    .replace(/[%#<>]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${text}`;
}

// Read once per process: the files are part of the build.
const pictures = new Map<string, Promise<string | null>>();

function readPicture(category: string): Promise<string | null> {
  let picture = pictures.get(category);
  if (!picture) {
    picture = readFile(join(process.cwd(), "public", "images", "categories", `${category}.svg`), {
      encoding: "utf8",
    }).then(svgDataUrl, () => null);
    pictures.set(category, picture);
  }
  return picture;
}

/** `src` inline when it names a category's picture; null for any other image. */
export async function inlinePicture(src: string): Promise<InlinePicture | null> {
  const category = CATEGORY_PICTURE.exec(src)?.[1];
  if (!category || !(SERVICE_CATEGORIES as readonly string[]).includes(category)) return null;
  const data = await readPicture(category);
  return data === null ? null : { src, data };
}
