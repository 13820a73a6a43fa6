// Every operation that creates an order or moves coins, listed here by hand, declares how a repeat
// is kept from doing it twice, and no other operation does: the three that honour an
// Idempotency-Key take the header and may answer idempotency_key_reused; the rest read no key,
// and the API reference says so on each, with the reason, in the same words.
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
import { API_ROUTES } from "./index";
import { IDEMPOTENCY_KEY_HONOURED, IDEMPOTENCY_KEY_NOT_READ } from "./idempotency";

/** Each coin-moving or order-creating operation: "key", or "none" (the reason is in the registry). */
const COIN_MOVING: Record<string, "key" | "none"> = {
  "POST /api/v1/services/{id}/book": "key",
  "POST /api/v1/payments/orders": "key",
  "POST /api/v1/conversions": "key",
  "POST /api/v1/payments/verify": "none",
  "POST /api/v1/payments/webhook": "none",
  "POST /api/v1/payments/refund": "none",
  "POST /api/v1/users/bookings/{id}/cancel": "none",
  "POST /api/v1/users/bookings/{id}/accept": "none",
  "POST /api/v1/org/bookings/{id}/cancel-request/accept": "none",
  "POST /api/v1/users/bookings/{id}/dispute/accept-offer": "none",
  "POST /api/v1/users/bookings/{id}/dispute/withdraw": "none",
  "POST /api/v1/admin/disputes/{id}/decide": "none",
  // Test mode: raises a chargeback, which holds or takes back coins.
  "POST /api/v1/admin/payments/{id}/simulate-chargeback": "none",
  "POST /api/v1/org/bookings/{id}/cancel": "none",
  "POST /api/v1/conversions/{id}/cancel": "none",
  "POST /api/v1/conversions/{id}/approve": "none",
  "POST /api/v1/conversions/{id}/reject": "none",
  "POST /api/v1/admin/conversions/approve": "none",
  "POST /api/v1/payouts/webhook": "none",
  "POST /api/v1/admin/conversions/{id}/confirm-payout": "none",
  "POST /api/v1/admin/conversions/{id}/fail-payout": "none",
  // Suspending an organization refunds its active bookings.
  "POST /api/v1/admin/users/{id}/suspend": "none",
};

type Operation = { description: string; parameters: { name: string; in: string }[] };

const takesKey = (operation: Operation) =>
  operation.parameters.some(
    (parameter) => parameter.in === "header" && parameter.name === "idempotency-key",
  );

describe("idempotency of coin-moving and order-creating operations", () => {
  const document = openApiDocument();
  const operation = (method: string, path: string) =>
    (document.paths[path] as Record<string, Operation>)[method.toLowerCase()]!;

  it("is declared by exactly the operations that create an order or move coins", () => {
    const declared = Object.fromEntries(
      API_ROUTES.filter((route) => route.idempotency).map((route) => [
        `${route.method} ${route.path}`,
        route.idempotency === "key" ? "key" : "none",
      ]),
    );
    expect(declared).toEqual(COIN_MOVING);
  });

  it.each(Object.entries(COIN_MOVING))("%s: %s, said in its reference", (name, kind) => {
    const route = API_ROUTES.find((candidate) => `${candidate.method} ${candidate.path}` === name)!;
    const described = operation(route.method, route.path);
    expect(takesKey(described)).toBe(kind === "key");
    if (kind === "key") {
      expect(route.errors).toContain("idempotency_key_reused");
      expect(described.description).toContain(IDEMPOTENCY_KEY_HONOURED);
    } else {
      expect(described.description).toMatch(
        new RegExp(`${IDEMPOTENCY_KEY_NOT_READ.replace(/[.*]/g, "\\$&")} \\S.{20,}`),
      );
    }
  });

  it("is neither taken nor claimed in prose by any other operation", () => {
    for (const route of API_ROUTES) {
      if (route.idempotency || route.hidden) continue;
      const name = `${route.method} ${route.path}`;
      expect(route.description ?? "", name).not.toMatch(/idempoten/i);
      expect(takesKey(operation(route.method, route.path)), name).toBe(false);
    }
  });
});
