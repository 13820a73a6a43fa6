// Disputes of bookings: the customer opens one and answers an offer, the organization answers it,
// an admin decides what neither settled.
import type { RouteDefinition } from "./define";

export const disputeRoutes: Record<string, RouteDefinition> = {};
