// admin-audit: the admin's routes (issue 12).
import type { RouteDefinition } from "./define";

export const adminAuditRoutes: Record<string, RouteDefinition> = {};
