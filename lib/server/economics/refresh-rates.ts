// An admin asks for the exchange rates from the feed now (/admin/settings' Refresh button).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import type { SessionUser } from "@/lib/auth/session-user";
import { env } from "@/lib/env";
import { refreshRatesFromFeed, type FeedOutcome } from "./rates-feed";
import { getPlatformSettings } from "./settings-view";

export const NO_FEED =
  "No exchange-rate feed is configured (FX_RATES_URL): enter the rates by hand.";

export async function refreshRatesNow(
  admin: SessionUser,
): Promise<{ settings: PlatformSettingsView; outcome: FeedOutcome }> {
  if (!env.FX_RATES_URL) throw AppError.conflict(NO_FEED);
  const outcome = await refreshRatesFromFeed(admin.id);
  return { settings: await getPlatformSettings(), outcome };
}
