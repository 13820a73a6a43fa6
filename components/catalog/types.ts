// The browser's view of the catalogue API (GET /api/v1/services, GET /api/v1/services/:id,
// POST /api/v1/services/:id/book). Kept apart from lib/server so client code never imports it.
import type { ServiceCategory } from "@/lib/catalog/categories";

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  price: number;
  category: ServiceCategory;
  organizationId: string;
  organizationName: string;
  rating: number;
  reviewCount: number;
  bookingCount: number;
  status: string;
  features: string[];
  duration: string | null;
  images: string[];
  createdAt: string;
}

export interface CatalogStats {
  count: number;
  totalBookings: number;
  /** One decimal; null when nobody has reviewed the listed services yet. */
  averageRating: number | null;
  minPrice: number;
  maxPrice: number;
  averagePrice: number;
}

export interface CatalogViewer {
  balance: number;
  activeServiceIds: string[];
}

export interface CatalogPage {
  items: ServiceCard[];
  nextCursor: string | null;
  /** Counts for the current search, every category. */
  categories: { category: string; count: number }[];
  /** Services matching the current search and category. */
  total: number;
  stats: CatalogStats | null;
  viewer: CatalogViewer | null;
}

export interface ServiceReview {
  id: string;
  rating: number;
  comment: string | null;
  authorName: string;
  createdAt: string;
}

export interface ServiceDetail extends ServiceCard {
  reviews: ServiceReview[];
}

export interface BookingResult {
  id: string;
  bookingReference: string;
  serviceTitle: string;
  totalAmount: number;
  status: string;
}
