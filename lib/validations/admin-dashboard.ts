// The admin dashboard's activity list: a cursor page.
import { cursorPageQuery } from "./common";

export const activityQuery = cursorPageQuery;
