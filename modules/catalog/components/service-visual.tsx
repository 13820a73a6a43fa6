"use client";

import { useCallback, useState } from "react";
import { preload } from "react-dom";
import { cn } from "@/lib/utils";
import { serviceImageSrc, type InlinePicture } from "@/modules/catalog/shared/service-picture";
import type { ServiceCard } from "./types";

const FALLBACK_IMAGE = "/images/service-fallback.svg";

/**
 * A service's picture at 8:5, space reserved before it loads. Images come from organizations, so
 * they are shown as they are (no optimizer host list) and swapped for the fallback if they fail.
 */
export function ServiceVisual({
  service,
  thumbnail = false,
  className,
  sizes,
  priority = false,
  inline = null,
}: {
  service: Pick<ServiceCard, "images" | "category">;
  /** A small picture beside the text (a moderator's card), not the card's full width. */
  thumbnail?: boolean;
  className?: string;
  sizes?: string;
  /** Above the fold on first paint (the grid's first row): fetched at once, not lazily. */
  priority?: boolean;
  /** A picture the page holds as a data: URL: drawn from it, without a request, when it is this one. */
  inline?: InlinePicture | null;
}) {
  const wanted = serviceImageSrc(service);
  const [failed, setFailed] = useState<string | null>(null);
  const inlined = inline !== null && inline.src === wanted && failed !== wanted;
  const src = failed === wanted ? FALLBACK_IMAGE : inlined ? inline.data : wanted;
  // The first row's picture is the catalogue's largest paint: announced in the document's head,
  // the browser fetches it with the styles instead of after parsing the grid's markup. One the
  // document holds needs no request.
  if (priority && !inlined) preload(src, { as: "image", fetchPriority: "high" });
  // An image that failed before the page's scripts ran fired its error with nobody listening:
  // setting its source again fires it once more, now heard (as next/image does).
  const replayError = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) image.src = image.src;
  }, []);
  return (
    // A plain img: next/image adds nothing for pictures shown as they are (unoptimized), but its
    // client component was the catalogue's biggest script after React's own.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={replayError}
      src={src}
      alt=""
      width={800}
      height={500}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      // One the document holds paints with the frame that lays it out (it is the page's largest
      // paint); a file is decoded off the main thread.
      decoding={inlined ? "sync" : "async"}
      sizes={sizes ?? "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
      onError={() => {
        if (src !== FALLBACK_IMAGE) setFailed(wanted);
      }}
      className={cn(
        "aspect-[8/5] bg-muted object-cover",
        thumbnail ? "w-24 sm:w-40" : "w-full",
        className,
      )}
    />
  );
}
