// GET /api/v1/conversions/quote: what converting an amount pays now (fee, rate, payout).
import { conversionsRoutes } from "@/lib/api/registry/conversions";
import { apiRoute } from "@/lib/api/route";
import { quoteConversionFor } from "@/lib/server/conversions/conversion-quote";

export const GET = apiRoute(conversionsRoutes.quote, async ({ query }) =>
  quoteConversionFor(query.amount, query.currency),
);
