// The zone a server render prints its dates in, as dateStyleFor reads it: the viewer's from the
// cookie, else the region's. The browser compares it with its own zone (TimeZoneCookie) and asks
// for a render again only when they differ.
import "server-only";
import { regionTimeZone } from "@/lib/format/date-time";
import { timeZoneFromCookies } from "@/lib/format/viewer-time-zone";
import { detectRegion } from "@/lib/server/payments/region";

export async function renderedTimeZone(headers: Headers): Promise<string> {
  const fromCookie = timeZoneFromCookies(headers.get("cookie"));
  // The region is looked up only on a first visit: afterwards the cookie names the zone.
  return fromCookie ?? regionTimeZone(await detectRegion(headers));
}
