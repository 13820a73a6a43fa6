// Paging by row id (Prisma's cursor): ask for one row more than the page, and the extra row says
// whether there is a next page, whose cursor is the last row's id.
import "server-only";
import type { Page } from "@/lib/payments/wallet-entry";

/** The findMany arguments of one page. */
export function idCursorArgs(page: { limit: number; cursor?: string }) {
  return {
    take: page.limit + 1,
    ...(page.cursor ? { cursor: { id: page.cursor }, skip: 1 } : {}),
  };
}

/** The page of rows that idCursorArgs asked for. */
export function idCursorPage<R extends { id: string }, T>(
  rows: R[],
  limit: number,
  toItem: (row: R) => T,
): Page<T> {
  const page = rows.slice(0, limit);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
