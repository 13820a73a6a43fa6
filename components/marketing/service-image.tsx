import Image from "next/image";
import { cn } from "@/lib/utils";

const FALLBACK_IMAGE = "/images/service-fallback.svg";

interface ServiceImageProps {
  src: string | null | undefined;
  alt: string;
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/**
 * A service illustration at the 8:5 ratio of the images in public/images, so the space is
 * reserved before it loads. Services without an image get the fallback (docs/spec.md section 9).
 */
export function ServiceImage({ src, alt, priority, sizes, className }: ServiceImageProps) {
  return (
    <Image
      src={src || FALLBACK_IMAGE}
      alt={alt}
      width={800}
      height={500}
      priority={priority}
      sizes={sizes ?? "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
      className={cn("aspect-[8/5] w-full bg-muted object-cover", className)}
    />
  );
}
