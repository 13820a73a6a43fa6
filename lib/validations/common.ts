// Request pieces every resource shares: the id of a path, and a cursor page of a list.
import { z } from "zod";
import { cursorParam } from "./cursor";

/** `/things/:id`: an id as this API writes them (cuid), never an empty or oversized string. */
export const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({
      description:
        "The id of what the path names (a service, booking, user...), as an answer gave it.",
      examples: ["cm3x7k2p90001qz8h4t6v2b1d"],
    }),
});

/** `?limit=&cursor=` of every cursor-paged list: up to 50 a page, 20 unless asked. */
export const cursorPageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(20)
    .meta({ description: "Rows a page, 1 to 50; 20 unless asked.", examples: [20] }),
  cursor: cursorParam,
});
export type CursorPageQuery = z.output<typeof cursorPageQuery>;
