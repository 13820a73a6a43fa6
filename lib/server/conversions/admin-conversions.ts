// The admin's view of every organization's conversion requests: filtered by status, the days
// they were requested and the organization's name, newest first in keyset pages; the queue's figures;
// and the same filtered history as CSV. The status+requestedAt index serves the filters and the
// order; the organization's name is matched through its trigram index.
import "server-only";
import { conversionMoney } from "./conversion-money";
import { payoutProgress } from "./conversion-view";
import { activeHold } from "./payout-hold";
import type { Prisma } from "@/generated/prisma/client";
import type {
  AdminConversion,
  AdminConversionPage,
  AdminConversionSummary,
} from "@/lib/schemas/admin-conversions";
import { toCsv } from "@/lib/csv";
import { zonedDayBounds } from "@/lib/dashboard/calendar";
import { minorAsDecimal } from "@/lib/format/money-minor";
import { CURRENCIES } from "@/lib/money/currencies";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";
import {
  adminConversionFilters,
  type AdminConversionFilters,
  type AdminConversionQuery,
} from "@/lib/validations/admin-conversions";
import { CONVERSION_STATUSES } from "@/lib/validations/conversions-values";
import { UNPAYABLE } from "./unpayable";

export const ADMIN_INCLUDE = {
  organization: { select: { id: true, name: true } },
  processedBy: { select: { name: true } },
} satisfies Prisma.ConversionRequestInclude;

type AdminRow = Prisma.ConversionRequestGetPayload<{ include: typeof ADMIN_INCLUDE }>;

/** Newest first; the id breaks ties of one instant, so the order is total. */
const REQUESTS = new NewestFirst("admin-conversions", "requestedAt");

/** At most this many rows in one export: a spreadsheet's worth, read in pages. */
const EXPORT_LIMIT = 50_000;
const EXPORT_PAGE = 1_000;

export function toAdminConversion(row: AdminRow): AdminConversion {
  return {
    id: row.id,
    orgName: row.organization.name,
    orgId: row.organization.id,
    currency: row.currency,
    ...conversionMoney(row),
    status: row.status,
    dateRequested: row.requestedAt.toISOString(),
    dateProcessed: row.processedAt?.toISOString() ?? null,
    reason: row.reason,
    processedBy: row.processedBy?.name ?? null,
    payoutMethod: row.payoutMethod,
    payoutMasked: row.payoutMasked,
    payoutProvider: row.payoutProvider,
    payoutId: row.payoutId,
    heldUntil: activeHold(row)?.toISOString() ?? null,
    ...payoutProgress(row),
  };
}

/** `%`, `_` and `\` in a search mean themselves, not LIKE's wildcards. */
function literal(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** From and To are whole days in `timeZone`, the viewer's (the zone the list prints dates in). */
function whereOf(
  filters: AdminConversionFilters,
  timeZone: string,
): Prisma.ConversionRequestWhereInput {
  const requestedAt = {
    ...(filters.from ? { gte: zonedDayBounds(filters.from, timeZone).start } : {}),
    ...(filters.to ? { lt: zonedDayBounds(filters.to, timeZone).end } : {}),
  };
  return {
    ...(filters.status === "all" ? {} : { status: filters.status }),
    ...(filters.from || filters.to ? { requestedAt } : {}),
    ...(filters.search
      ? { organization: { name: { contains: literal(filters.search), mode: "insensitive" } } }
      : {}),
  };
}

const newestFirst = (a: { requestedAt: Date; id: string }, b: { requestedAt: Date; id: string }) =>
  b.requestedAt.getTime() - a.requestedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * One page, newest first. The only index in that order is status+requestedAt, so "all" reads the
 * page's worth of each status from its index and merges them, instead of sorting every request;
 * the page's rows are then read whole, with their organization and decider.
 */
export async function listAdminConversions(
  query: AdminConversionQuery,
  timeZone = "UTC",
): Promise<AdminConversionPage> {
  const after = REQUESTS.after(query.cursor);
  const statuses = query.status === "all" ? CONVERSION_STATUSES : [query.status];
  const heads = await Promise.all(
    statuses.map((status) =>
      db().conversionRequest.findMany({
        where: { AND: [whereOf({ ...query, status }, timeZone), ...after] },
        select: { id: true, requestedAt: true },
        orderBy: REQUESTS.orderBy,
        take: query.limit + 1,
      }),
    ),
  );
  const ids = heads
    .flat()
    .sort(newestFirst)
    .slice(0, query.limit + 1);
  const rows = await db().conversionRequest.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    include: ADMIN_INCLUDE,
  });
  return REQUESTS.page(rows.sort(newestFirst), query.limit, toAdminConversion);
}

interface SummaryGroup {
  status: string;
  currency: string;
  unpayable: boolean;
  requests: bigint;
  amount: bigint;
  payout: bigint;
}

/**
 * The queue's figures over every request: one grouped read of the status index. A pending request
 * kept without its payout destination can only be rejected: it is counted apart, and its quote
 * is never money to pay.
 */
export async function adminConversionSummary(): Promise<AdminConversionSummary> {
  const groups = await db().$queryRaw<SummaryGroup[]>`
    SELECT "status"::text AS status, "currency"::text AS currency,
           (${UNPAYABLE}) AS unpayable,
           count(*)::bigint AS requests,
           COALESCE(sum("amount"), 0)::bigint AS amount,
           COALESCE(sum("payoutMinor"), 0)::bigint AS payout
      FROM "ConversionRequest"
     GROUP BY 1, 2, 3`;
  const of = (status: "pending" | "processing", currency: string, unpayable = false) =>
    groups.find(
      (group) =>
        group.status === status && group.currency === currency && group.unpayable === unpayable,
    );
  const figure = (value: bigint | undefined) => Number(value ?? 0n);
  const byCurrency = CURRENCIES.map((currency) => {
    const payable = of("pending", currency);
    const stranded = of("pending", currency, true);
    // Only an approved request's payout is to be paid: a pending one may yet be rejected.
    const processing = of("processing", currency);
    return {
      currency,
      pendingRequests: figure(payable?.requests) + figure(stranded?.requests),
      pendingAmount: figure(payable?.amount) + figure(stranded?.amount),
      pendingPayoutMinor: figure(payable?.payout),
      unpayableRequests: figure(stranded?.requests),
      unpayableAmount: figure(stranded?.amount),
      processingRequests: figure(processing?.requests),
      processingAmount: figure(processing?.amount),
      processingPayoutMinor: figure(processing?.payout),
    };
  });
  const total = (
    key:
      | "pendingRequests"
      | "pendingAmount"
      | "unpayableRequests"
      | "unpayableAmount"
      | "processingRequests"
      | "processingAmount",
  ) => byCurrency.reduce((sum, figures) => sum + figures[key], 0);
  return {
    pendingRequests: total("pendingRequests"),
    pendingAmount: total("pendingAmount"),
    unpayableRequests: total("unpayableRequests"),
    unpayableAmount: total("unpayableAmount"),
    processingRequests: total("processingRequests"),
    processingAmount: total("processingAmount"),
    totalRequests: groups.reduce((sum, group) => sum + figure(group.requests), 0),
    byCurrency,
  };
}

export const EXPORT_HEADER = [
  "ID",
  "Organization",
  "Amount (coins)",
  "Fee (coins)",
  "Net (coins)",
  "Currency",
  "Rate (coins per unit)",
  "Payout (currency units)",
  "Status",
  "Requested (UTC)",
  "Processed (UTC)",
  "Reason",
  "Paid (UTC)",
  "Transfer reference",
  "Failure reason",
] as const;

/** The filtered history, newest first, as CSV: read a page at a time up to EXPORT_LIMIT rows. */
export async function exportAdminConversions(
  filters: AdminConversionFilters,
  timeZone = "UTC",
): Promise<string> {
  const rows: (string | number | null)[][] = [];
  let cursor: string | undefined;
  do {
    const limit = Math.min(EXPORT_PAGE, EXPORT_LIMIT - rows.length);
    const page = await listAdminConversions({ ...filters, limit, cursor }, timeZone);
    for (const item of page.items) {
      rows.push([
        item.id,
        item.orgName,
        item.amount,
        item.feeCoins,
        item.netCoins,
        item.currency,
        item.rate,
        minorAsDecimal(item.payoutMinor, item.currency),
        item.status,
        item.dateRequested,
        item.dateProcessed,
        item.reason,
        item.paidAt,
        item.payoutReference,
        item.failureReason,
      ]);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < EXPORT_LIMIT);
  return toCsv(EXPORT_HEADER, rows);
}

export interface AdminConversionsScreenData {
  summary: AdminConversionSummary;
  pending: AdminConversionPage;
  /** Approved requests whose payout is on its way: to confirm with its reference, or fail. */
  processing: AdminConversionPage;
  history: AdminConversionPage;
  filters: AdminConversionFilters;
}

/** The pending queue's first page: up to 50, the most one bulk approval takes. */
const PENDING_PAGE = 50;

/**
 * What /admin/conversions opens with, for the filters in its address; filters that do not parse
 * (an edited link) open the whole history rather than an error page.
 */
export async function adminConversionsScreenData(
  searchParams: Record<string, string | string[] | undefined>,
  timeZone = "UTC",
): Promise<AdminConversionsScreenData> {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = adminConversionFilters.safeParse({
    status: first(searchParams.status),
    from: first(searchParams.from),
    to: first(searchParams.to),
    search: first(searchParams.search),
  });
  const filters: AdminConversionFilters = parsed.success ? parsed.data : { status: "all" };
  const [summary, pending, processing, history] = await Promise.all([
    adminConversionSummary(),
    listAdminConversions({ status: "pending", limit: PENDING_PAGE }),
    listAdminConversions({ status: "processing", limit: PENDING_PAGE }),
    listAdminConversions({ ...filters, limit: 20 }, timeZone),
  ]);
  return { summary, pending, processing, history, filters };
}
