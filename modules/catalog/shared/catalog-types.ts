// The catalogue API's shapes (GET catalog.services and catalog.service), shared by the server that
// answers them and the browser that reads them.
import type { ServiceQuestion } from "@/modules/services/shared/schemas";
import type { ServiceStatus } from "@/modules/services/shared/validations-values";
import type { ServiceCategory } from "./categories";

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  price: number;
  category: ServiceCategory;
  organizationId: string;
  organizationName: string;
  /** Whether our team has verified the organization; customers see a marker when not. */
  organizationVerified: boolean;
  /** The average of its reviews, one decimal; null before the first review (shown as new). */
  rating: number | null;
  reviewCount: number;
  bookingCount: number;
  status: ServiceStatus;
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

/** What the catalogue knows about a signed-in user: balance and services booked (active). */
export interface CatalogViewer {
  balance: number;
  activeServiceIds: string[];
}

export interface CatalogResults {
  items: ServiceCard[];
  nextCursor: string | null;
  /** Counts for the current search, every category. */
  categories: { category: ServiceCategory; count: number }[];
  /** Services matching the current search and category. */
  total: number;
  /**
   * True when `total` and `stats` are estimates: a search matching more than 1,000 services
   * (an exact count of them is never below that) is counted from a sample, as search engines
   * estimate their totals. False: exact.
   */
  totalIsEstimate: boolean;
  /** True when the categories' counts are estimates (the search matches over 1,000 services). */
  categoryCountsAreEstimates: boolean;
  stats: CatalogStats | null;
}

/** GET catalog.services answers the results and, for a signed-in user, the viewer. */
export interface CatalogListing extends CatalogResults {
  viewer: CatalogViewer | null;
}

export interface ServiceReview {
  id: string;
  rating: number;
  comment: string | null;
  authorName: string;
  createdAt: string;
  /** The organization's one public reply, and when it was posted; null until it replies. */
  reply: string | null;
  repliedAt: string | null;
}

export interface ServiceDetail extends ServiceCard {
  reviews: ServiceReview[];
  /** What the organization asks the customer when booking (its brief), in order. */
  questions: ServiceQuestion[];
}
