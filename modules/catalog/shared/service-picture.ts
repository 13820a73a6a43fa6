// Which picture a service shows, decided the same way by the cards in the browser and by the
// page on the server, which sends the first card's picture inside the document.
import type { ServiceCard } from "./catalog-types";

/** The first image of a service, else its category's picture (docs/spec.md 9). */
export function serviceImageSrc(service: Pick<ServiceCard, "images" | "category">): string {
  const first = service.images.find((image) => image.trim() !== "");
  return first ?? `/images/categories/${service.category}.svg`;
}

/** A picture's address and the same picture as a data: URL, to draw without a request. */
export interface InlinePicture {
  src: string;
  data: string;
}
