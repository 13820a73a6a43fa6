"use client";

import { useState } from "react";

interface UnoptimizedImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * The <img> next/image draws for an `unoptimized` image of a fixed size (lazy, decoded off the
 * main thread, its alt text hidden until the image fails), attribute for attribute, without
 * next/image's code in the page's first load (about 5 KB gzipped: its loader, its config and the
 * placeholder handling these thumbnails never use).
 */
export function UnoptimizedImage({ src, alt, width, height, className }: UnoptimizedImageProps) {
  // As next/image: a broken image shows its alt text.
  const [failed, setFailed] = useState(false);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, see above
    <img
      alt={alt}
      loading="lazy"
      width={width}
      height={height}
      decoding="async"
      data-nimg="1"
      className={className}
      style={failed ? {} : { color: "transparent" }}
      src={src}
      onError={() => setFailed(true)}
    />
  );
}
