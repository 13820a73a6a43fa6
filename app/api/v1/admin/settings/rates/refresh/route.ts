// POST /api/v1/admin/settings/rates/refresh: fetch the exchange rates from the feed now.
import { adminSettingsRoutes } from "@/lib/api/registry/admin-settings";
import { apiRoute, reply } from "@/lib/api/route";
import { refreshRatesNow } from "@/lib/server/economics/refresh-rates";

export const POST = apiRoute(adminSettingsRoutes.refreshRates, async ({ caller }) => {
  const { settings, outcome } = await refreshRatesNow(caller.user);
  return reply(settings, {
    message: outcome.ok ? "Exchange rates refreshed" : `Rates not refreshed: ${outcome.error}`,
  });
});
