// The `cursor` of every paged list: opaque, the `nextCursor` the list answered for the page
// before. Only the server reads it (lib/server/db/cursor.ts); anything else is refused with one
// 400 and this one message on every list, whatever is wrong with it.
import { z } from "zod";

export const INVALID_CURSOR =
  "Invalid cursor: send the nextCursor of the page before as it came, or no cursor for the first page.";

/** `?cursor=`: a plain string here, so that no malformed cursor is a 422; the server decodes it. */
export const cursorParam = z
  .string()
  .optional()
  .meta({
    description: "The `nextCursor` of the page before (opaque); none for the first page.",
    examples: ["WyJib29raW5ncyIsIjIwMjYtMTEtMjBUMDk6MzA6MDAuMDAwWiIsImNtM3gifQ"],
  });
