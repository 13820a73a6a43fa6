// The admin dashboard's activity list: a cursor page.
import type { z } from "zod";
import { cursorPageQuery } from "./common";

export const activityQuery = cursorPageQuery;
export type ActivityQueryInput = z.output<typeof activityQuery>;
