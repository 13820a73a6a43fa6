"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { isTimeZone, timeZoneCookie, timeZoneFromCookies } from "@/lib/format/viewer-time-zone";

/**
 * Tells the server the browser's time zone (lib/format/viewer-time-zone.ts). When the cookie was
 * missing or named another zone (a first visit, a trip abroad), the page is rendered again so its
 * dates are in the viewer's zone rather than the region's default.
 */
export function TimeZoneCookie() {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || !isTimeZone(zone) || timeZoneFromCookies(document.cookie) === zone) return;
    document.cookie = timeZoneCookie(zone);
    router.refresh();
  }, [router]);
  return null;
}
