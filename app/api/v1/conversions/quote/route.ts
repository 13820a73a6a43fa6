// GET /api/v1/conversions/quote: what converting an amount pays now (fee, rate, payout).
import { conversionRoutes } from "@/lib/api/registry/conversions";
import { apiRoute } from "@/lib/api/route";
import { quoteConversionFor } from "@/lib/server/conversions/conversion-quote";

export const GET = apiRoute(conversionRoutes.quote, async ({ query }) =>
  quoteConversionFor(query.amount, query.currency),
);
