// A success answer carries exactly what its registry entry declares (lib/api/registry), on every
// request and not only in tests: fields a handler returns beyond the route's response schema are
// dropped before they leave (an email, an internal id), and data that does not match the schema
// is a server bug, logged and answered with a 500 rather than sent as something the API's
// document never promised.
import type { z } from "zod";
import type { RouteDefinition, Schema } from "./registry/define";
import { AppError, DEFAULT_MESSAGES } from "@/lib/errors/app-error";
import { logger } from "@/lib/server/observability/logger";

/**
 * The data as the route's response schema reads it (unknown object keys stripped). Handlers may
 * return what JSON turns into the declared shape (a Date for a timestamp string, a Decimal for
 * a rate): when the data itself does not match, its JSON form is tried before calling it a bug.
 */
export function declaredData<R extends Schema>(
  route: Pick<RouteDefinition, "method" | "path"> & { response: R },
  data: unknown,
  requestId: string,
): z.output<R> {
  const parsed = route.response.safeParse(data);
  if (parsed.success) return parsed.data;
  const asJson = JSON.parse(JSON.stringify(data) ?? "null") as unknown;
  const reparsed = route.response.safeParse(asJson);
  if (reparsed.success) return reparsed.data;
  const issues = reparsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "(data)"}: ${issue.message}`)
    .join("; ");
  logger.error(
    { requestId, route: route.path, method: route.method, issues },
    "answer does not match its registry entry",
  );
  throw new AppError("internal_error", DEFAULT_MESSAGES.internal_error);
}
