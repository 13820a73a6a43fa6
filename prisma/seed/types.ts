// Shapes of the demo data (prisma/seed/demo-data.ts) that prisma/seed/seed-demo.ts writes.
import type { ServiceCategory } from "../../modules/catalog/shared/categories";
import type { Currency } from "../../lib/money/currencies";

export interface DemoOrganization {
  /** Stable key the services refer to. */
  key: string;
  /** Organization (display) name. */
  name: string;
  /** Contact person shown as the account's name. */
  contactName: string;
  email: string;
  description: string;
  website: string;
  /** Where customers write to the organization, shown on its public page. */
  contactEmail: string;
  verified: boolean;
}

export interface DemoService {
  org: string;
  title: string;
  description: string;
  /** Whole coins. */
  price: number;
  category: ServiceCategory;
  features: string[];
  duration: string;
  tags: string[];
  /** What the organization asks when booking (its brief); ids fixed so the seed is the same every time. */
  questions?: { id: string; prompt: string; required: boolean; kind: "text" | "file" }[];
}

interface DemoShowcaseOption {
  title: string;
  description: string;
  price: number;
  duration: string;
  features: string[];
}

export interface DemoShowcase {
  slug: string;
  title: string;
  summary: string;
  category: ServiceCategory;
  badge: string;
  features: string[];
  org: string;
  options: DemoShowcaseOption[];
}

export interface DemoCustomer {
  name: string;
  email: string;
}

/**
 * A demo customer's booking: past and completed, with the review they left (if any), or recent
 * and still active (its coins held in escrow until the organization delivers).
 */
export interface DemoHistoryEntry {
  customer: string;
  /** Title of a catalogue service or a showcase option. */
  service: string;
  daysAgo: number;
  review?: { rating: 1 | 2 | 3 | 4 | 5; comment?: string };
  active?: true;
  /** Written answers to the service's questions (DemoService.questions), by question id. */
  answers?: Record<string, string>;
}

/** A conversion request of a demo organization, made and decided through the ledger's flows. */
export interface DemoConversion {
  org: string;
  amount: number;
  currency: Currency;
  daysAgo: number;
  /**
   * Decided by the demo admin this many days ago; none leaves it pending. Approved, it is
   * processing until its payout is recorded (`paid`: the day the admin recorded the transfer and
   * its reference); rejected, its coins came back.
   */
  decided?:
    | { daysAgo: number; decision: "approve"; paid?: { daysAgo: number; reference: string } }
    | { daysAgo: number; decision: "reject"; reason: string };
}
