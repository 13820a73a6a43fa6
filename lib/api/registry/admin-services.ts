// admin-services: the admin's routes (issue 12).
import type { RouteDefinition } from "./define";

export const adminServiceRoutes: Record<string, RouteDefinition> = {};
