// Request pieces every resource shares: the id of a path, and a cursor page of a list.
import { z } from "zod";
import { cursorParam } from "./cursor";

/** `/things/:id`: an id as this API writes them (cuid), never an empty or oversized string. */
export const idParams = z.object({ id: z.string().min(1).max(64) });

/** `?limit=&cursor=` of every cursor-paged list: up to 50 a page, 20 unless asked. */
export const cursorPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: cursorParam,
});
export type CursorPageQuery = z.output<typeof cursorPageQuery>;
