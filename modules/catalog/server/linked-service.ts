// Which service a /payment or /feedback link names (docs/spec.md route table). A link made by this
// site carries the service's id; the spec's own shape (`?service=Monthly%20Stay&price=100`) only
// names a showcase option by its title, which is resolved here to that option.
import "server-only";
import { pickLinkedOption } from "@/modules/catalog/shared/linked-option";
import { db } from "@/lib/server/db/client";
import { bookableServiceWhere } from "./bookable";

export interface ServiceLink {
  serviceId?: string;
  /** The name the link shows; docs/spec.md's default 'Service' names no option. */
  service?: string;
  /** The price the link was made with: it tells options of one title apart, nothing more. */
  price?: number;
}

export interface LinkedService {
  id: string;
  title: string;
}

/**
 * The service the link names, or null. By id first: only a bookable service for booking, any for
 * a review (a booking outlives its service). Else by name among the bookable showcase options.
 */
export async function resolveLinkedService(
  link: ServiceLink,
  purpose: "book" | "review",
): Promise<LinkedService | null> {
  if (link.serviceId) {
    const byId = await db().service.findFirst({
      where: { id: link.serviceId, ...(purpose === "book" ? bookableServiceWhere : {}) },
      select: { id: true, title: true },
    });
    if (byId) return byId;
  }
  if (!link.service) return null;
  // Eighteen options today: matching them here keeps the name out of SQL patterns entirely.
  const options = await db().service.findMany({
    where: { showcasePageId: { not: null }, ...bookableServiceWhere },
    orderBy: [{ showcasePage: { sortOrder: "asc" } }, { showcaseOrder: "asc" }],
    select: { id: true, title: true, price: true },
  });
  const option = pickLinkedOption(options, link.service, link.price || undefined);
  return option ? { id: option.id, title: option.title } : null;
}
