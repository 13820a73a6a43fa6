// admin-dashboard: the admin's routes (issue 12).
import type { RouteDefinition } from "./define";

export const adminDashboardRoutes: Record<string, RouteDefinition> = {};
