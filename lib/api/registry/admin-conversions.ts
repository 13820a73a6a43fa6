// admin-conversions: the admin's routes (issue 12).
import type { RouteDefinition } from "./define";

export const adminConversionRoutes: Record<string, RouteDefinition> = {};
