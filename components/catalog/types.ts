// The browser's view of the catalogue API: the shared shapes (lib/catalog/catalog-types).
export type {
  CatalogListing as CatalogPage,
  CatalogStats,
  CatalogViewer,
  ServiceCard,
  ServiceDetail,
  ServiceReview,
} from "@/lib/catalog/catalog-types";
