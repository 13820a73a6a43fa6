// admin-users: the admin's routes (issue 12).
import type { RouteDefinition } from "./define";

export const adminUserRoutes: Record<string, RouteDefinition> = {};
