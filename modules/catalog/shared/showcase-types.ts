// The landing page's shapes: live marketing figures and the showcase pages with their options,
// shared by the server that reads them (modules/catalog/server/showcase.ts) and the screens that show
// them.
import type { OrganizationRef } from "@/lib/organizations/organization-types";
import type { ServiceCategory } from "./categories";

export interface MarketingFigures {
  /** Active (not suspended) user and organization accounts. */
  activeUsers: number;
  /** Services that are live in the catalogue. */
  services: number;
  /** Coins spent on bookings, ever. */
  coinsTraded: number;
}

export interface ShowcaseOption {
  id: string;
  title: string;
  description: string;
  price: number;
  duration: string | null;
  features: string[];
}

export interface ShowcaseSummary {
  slug: string;
  title: string;
  summary: string;
  category: ServiceCategory;
  badge: string;
  imageUrl: string;
  /** Price of the page's first option: what its booking link and the landing card show. */
  fromPrice: number;
  rating: number | null;
  reviewCount: number;
  /** Who offers its options, in the options' order, each once. */
  organizations: (OrganizationRef & { verified: boolean })[];
}

export interface ShowcasePageDetail extends ShowcaseSummary {
  features: string[];
  options: ShowcaseOption[];
}
