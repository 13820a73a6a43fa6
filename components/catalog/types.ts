// The browser's view of the catalogue API: the shared shapes (lib/catalog/catalog-types) and the
// booking answer the catalogue reads.
export type {
  CatalogListing as CatalogPage,
  CatalogStats,
  CatalogViewer,
  ServiceCard,
  ServiceDetail,
  ServiceReview,
} from "@/lib/catalog/catalog-types";

export interface BookingResult {
  id: string;
  bookingReference: string;
  serviceTitle: string;
  totalAmount: number;
  status: string;
}
