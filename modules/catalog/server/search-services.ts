// The catalogue: live services (active, not deleted, of an organization that is not suspended:
// bookable.ts), searched like a search engine in PostgreSQL (modules/catalog/server/search): every
// typed word must match a word of the title, tags, organization name or description, exactly,
// as the beginning of a word (the last typed word), or within its typos (1 from 5 characters,
// 2 from 9; a swap of two letters is one). Ranked exact > prefix > typo, then title > tags >
// organization > description, then popularity (search/ranking.ts defines the order). The
// category chips' counts and the statistics come from the same match, in the same statement as
// the page: exact when the match is at most EXACT_UP_TO services (search/probe.ts); beyond that
// the page is read tier by tier and the figures are estimated from a sample, and the answer says
// so (search/large.ts; docs/decisions/catalogue-engine.md). The filters (a price range, a least
// rating, a duration: search/filters.ts) narrow the match the same way, with or without words;
// browsing with neither reads the running tally instead. Pages are keyset pages in every order
// (search/keyset.ts): a service added or removed between two pages never makes one repeat or go
// missing.
import "server-only";
import type { ServiceStatus } from "@/modules/services/shared/validations-values";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";
import type { CatalogResults, ServiceCard } from "@/modules/catalog/shared/catalog-types";
import { averageRating, type ServiceCategory } from "@/modules/catalog/shared/categories";
import { db, type Db } from "@/lib/server/db/client";
import { keysetPage } from "@/lib/server/db/cursor";
import { hasFilters } from "./search/filters";
import { catalogCursor, catalogOrder } from "./search/keyset";
import { largeFigures, largeSearchStatement, type LargeSearch } from "./search/large";
import { EXACT_UP_TO, probeSearch } from "./search/probe";
import { planSearch } from "./search/plan";
import { browseStatement, searchStatement } from "./search/statement";
import { foldIfLong } from "./search/tally";

export type { CatalogQuery };

interface ServiceRow {
  id: string;
  title: string;
  description: string;
  price: number;
  category: ServiceCategory;
  organizationId: string;
  organizationName: string;
  organizationVerified: boolean | null;
  ratingSum: number;
  reviewCount: number;
  bookingCount: number;
  status: ServiceStatus;
  // Prisma's list columns are nullable in PostgreSQL: a row written by SQL may hold NULL.
  features: string[] | null;
  duration: string | null;
  images: string[] | null;
  createdAt: Date;
}

/** The statement's row: the figures, repeated on each of the page's rows (id null: no page). */
type ResultRow = Omit<ServiceRow, "id"> & {
  id: string | null;
  /** The page row's search rank (0 outside a ranked search), for the next page's cursor. */
  rank: number | null;
  total: bigint | number;
  bookings: bigint | number | null;
  ratingTotal: bigint | number | null;
  reviews: bigint | number | null;
  minPrice: number | null;
  maxPrice: number | null;
  avgPrice: number | null;
  tallyRows: bigint | number;
  categories: string | { category: ServiceCategory; count: number }[];
};

export function toServiceCard(row: ServiceRow): ServiceCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    category: row.category,
    organizationId: row.organizationId,
    organizationName: row.organizationName || "Organization",
    organizationVerified: row.organizationVerified === true,
    rating: averageRating(row.ratingSum, row.reviewCount),
    reviewCount: row.reviewCount,
    bookingCount: row.bookingCount,
    status: row.status,
    features: row.features ?? [],
    duration: row.duration,
    images: row.images ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

const EMPTY: Omit<CatalogResults, "items" | "nextCursor"> = {
  categories: [],
  total: 0,
  totalIsEstimate: false,
  categoryCountsAreEstimates: false,
  stats: null,
};

interface Estimates {
  total: boolean;
  categories: boolean;
}

/**
 * The statement for `plan` (null: filters without a search): exact for a match of at most
 * EXACT_UP_TO, else large.ts's.
 */
async function searchPlanned(
  client: Db,
  { plan, query, after }: Omit<LargeSearch, "probe">,
): Promise<{ rows: ResultRow[]; estimates: Estimates }> {
  const probe = await probeSearch(client, plan, query);
  if (probe.whole !== null && probe.whole <= EXACT_UP_TO) {
    const rows = await client.$queryRaw<ResultRow[]>(searchStatement(plan, query, after));
    return { rows, estimates: { total: false, categories: false } };
  }
  const exactCategory =
    query.category !== undefined && probe.chosen !== null && probe.chosen <= EXACT_UP_TO;
  const rows = await client.$queryRaw<ResultRow[]>(
    largeSearchStatement({ plan, query, after, probe, exactCategory }),
  );
  const estimated = largeFigures(probe, query);
  // The figures' columns of every row: the sample's estimates unless the category's are exact.
  const merged = rows.map((row) => ({
    ...row,
    ...(exactCategory ? {} : estimated),
    categories: estimated.categories,
  }));
  return { rows: merged, estimates: { total: !exactCategory, categories: true } };
}

/** The catalogue search on `client` (the app's database by default; tests pass their own). */
export async function searchCatalog(client: Db, query: CatalogQuery): Promise<CatalogResults> {
  const searched = query.search?.trim();
  const cursor = catalogCursor(catalogOrder(query.sort, Boolean(searched)));
  const after = cursor.decode(query.cursor);
  const plan = searched ? await planSearch(client, searched) : null;
  // A search of only punctuation has no word to find: nothing matches it.
  if (searched && !plan) return { items: [], nextCursor: null, ...EMPTY };
  const browsing = !plan && !hasFilters(query);
  const { rows, estimates } = browsing
    ? {
        rows: await client.$queryRaw<ResultRow[]>(browseStatement(query, after)),
        estimates: { total: false, categories: false },
      }
    : await searchPlanned(client, { plan, query, after });
  const figures = rows[0];
  if (!figures) throw new Error("the catalogue statement answered no row");
  if (browsing) foldIfLong(client, Number(figures.tallyRows));

  const pageRows = rows.filter((row): row is ResultRow & { id: string } => row.id !== null);
  const count = Number(figures.total);
  const reviews = Number(figures.reviews ?? 0);
  const categories =
    typeof figures.categories === "string"
      ? (JSON.parse(figures.categories) as { category: ServiceCategory; count: number }[])
      : figures.categories;
  const page = keysetPage(pageRows, {
    limit: query.limit,
    toItem: toServiceCard,
    cursorOf: (last) => cursor.encode({ ...last, rank: Number(last.rank ?? 0) }),
  });
  return {
    ...page,
    categories: categories.map((entry) => ({
      category: entry.category,
      count: Number(entry.count),
    })),
    total: count,
    totalIsEstimate: estimates.total,
    categoryCountsAreEstimates: estimates.categories,
    stats:
      // An estimate from a sample that met no matching service has no figures to give.
      count === 0 || (estimates.total && figures.avgPrice === null)
        ? null
        : {
            count,
            totalBookings: Number(figures.bookings ?? 0),
            averageRating:
              reviews > 0
                ? Math.round((Number(figures.ratingTotal ?? 0) / reviews) * 10) / 10
                : null,
            minPrice: figures.minPrice ?? 0,
            maxPrice: figures.maxPrice ?? 0,
            averagePrice: Math.round(figures.avgPrice ?? 0),
          },
  };
}

export async function searchServices(query: CatalogQuery): Promise<CatalogResults> {
  return searchCatalog(db(), query);
}
