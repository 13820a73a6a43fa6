// The admin dashboard's activity list: a cursor page, the cursor being the seq of the last entry.
import { z } from "zod";
import { cursorPageQuery } from "./common";

export const activityQuery = cursorPageQuery.extend({
  cursor: z
    .string()
    .regex(/^\d{1,19}$/, "The cursor is the seq of the last entry seen")
    .optional(),
});
export type ActivityQueryInput = z.output<typeof activityQuery>;
