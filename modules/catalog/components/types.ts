// The browser's view of the catalogue API: the shared shapes (modules/catalog/shared/catalog-types).
export type {
  CatalogListing as CatalogPage,
  CatalogStats,
  CatalogViewer,
  ServiceCard,
  ServiceDetail,
  ServiceReview,
} from "@/modules/catalog/shared/catalog-types";
