"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import {
  isTimeZone,
  timeZoneCookie,
  timeZoneFromCookies,
  zoneSettled,
} from "@/lib/format/viewer-time-zone";

/** The browser's own name for a zone ("Asia/Kolkata" and "Asia/Calcutta" are one zone). */
function canonicalZone(zone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * Tells the server the browser's time zone (lib/format/viewer-time-zone.ts). The page is rendered
 * again only when the server printed its dates in another zone (a first visit from outside the
 * region's zone, a trip abroad): most first visits need no second render.
 */
export function TimeZoneCookie({ renderedZone }: { renderedZone: string }) {
  const router = useRouter();
  useEffect(() => {
    // A later visit from the same zone, told without Intl where the browser has Temporal: the
    // check below would build three date formatters to learn that nothing changed.
    if (zoneSettled(document.cookie, renderedZone)) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || !isTimeZone(zone)) return;
    if (timeZoneFromCookies(document.cookie) !== zone) document.cookie = timeZoneCookie(zone);
    if (isTimeZone(renderedZone) && canonicalZone(renderedZone) === canonicalZone(zone)) return;
    router.refresh();
  }, [router, renderedZone]);
  return null;
}
