"use client";

// The money rules in the browser (/admin/settings), seeded with the server's copy. Saving and
// refreshing the rates write the answer into the cache, so the form, the rates' sources and the
// feed's state all show what the server holds after the change; focus reads them again, since
// the feed (or another admin) may have changed them meanwhile.
import useSWR, { mutate } from "swr";
import { ADMIN_SETTINGS_KEY } from "@/lib/admin/platform-settings";
import { fetcherFor } from "@/lib/api/client";
import { adminSettingsGet } from "@/lib/api/endpoints/admin-settings";
import type { PlatformSettingsView } from "@/lib/schemas/economics";

export function useAdminSettings(initial: PlatformSettingsView) {
  return useSWR(ADMIN_SETTINGS_KEY, fetcherFor(adminSettingsGet), {
    fallbackData: initial,
    revalidateOnMount: false,
    shouldRetryOnError: false,
  });
}

/** The server's answer to a change becomes the cached copy, without reading it again. */
export function storeAdminSettings(settings: PlatformSettingsView): Promise<unknown> {
  return mutate(ADMIN_SETTINGS_KEY, settings, { revalidate: false });
}
