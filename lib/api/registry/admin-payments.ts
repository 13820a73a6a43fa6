// admin-payments: the admin's routes (issue 12).
import type { RouteDefinition } from "./define";

export const adminPaymentRoutes: Record<string, RouteDefinition> = {};
