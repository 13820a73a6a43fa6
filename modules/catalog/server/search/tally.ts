// The live catalogue's totals per category come from "CatalogTally", a log of changes that
// triggers append on every insert, update and delete of a service and every suspension of an
// organization (see the catalog_search_engine migration). Appending never locks a shared row;
// a reader sums the log, so the log is folded back into one row per category once it grows.
import "server-only";
import { errorText, logger } from "@/lib/server/observability/logger";
import type { Db } from "@/lib/server/db/client";

/** Tally rows a reader sums before it folds them (a sum of a few hundred rows is ~0.1 ms). */
const FOLD_AFTER_ROWS = 300;

/**
 * Replaces the log by one row per category, in one statement: a reader's snapshot sees either
 * the rows or their sum, never both or neither. Two folds at once are safe: the second deletes
 * only the rows the first had not, and adds exactly their sum.
 */
export async function foldCatalogTally(client: Db): Promise<void> {
  await client.$executeRaw`
    WITH gone AS (DELETE FROM "CatalogTally" RETURNING *)
    INSERT INTO "CatalogTally" ("category", "services", "bookings", "ratingSum", "reviews", "priceSum")
    SELECT "category", sum("services")::int, sum("bookings"), sum("ratingSum"), sum("reviews"),
           sum("priceSum")
      FROM gone GROUP BY "category"
    HAVING sum("services") <> 0 OR sum("bookings") <> 0 OR sum("ratingSum") <> 0
        OR sum("reviews") <> 0 OR sum("priceSum") <> 0`;
}

const folding = new WeakSet<Db>();

/** Folds in the background when a reader summed too many rows; one fold at a time per client. */
export function foldIfLong(client: Db, rows: number): void {
  if (rows <= FOLD_AFTER_ROWS || folding.has(client)) return;
  folding.add(client);
  foldCatalogTally(client)
    .catch((error: unknown) => {
      // A failed fold loses nothing: the rows stay and the next reader tries again.
      logger.error({ job: "catalog.tally-fold", error: errorText(error) }, "job failed");
    })
    .finally(() => folding.delete(client));
}
