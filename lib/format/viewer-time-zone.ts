// Whose clock the screens read: the viewer's. The browser tells its IANA time zone in a cookie
// (components/site/time-zone-cookie.tsx sets it from Intl), so server-rendered pages, the
// browser's later renders and the API's day boundaries all use one zone per viewer. Until the
// browser has said (a first visit, a script-less client, an API caller with a token), the stated
// default is the payer's region's zone: India Standard Time in India, UTC elsewhere.
// docs/features.md "Dates and times" records the decision. The region's zone is a currency's fact
// (lib/format/date-time.ts regionTimeZone): this module stays free of the currency table, because
// every page's time-zone cookie script loads it.

/** The cookie the browser writes its time zone to (not secret: read by the server and scripts). */
export const TIME_ZONE_COOKIE = "cm_tz";

/** No IANA zone name is longer ("America/Argentina/ComodRivadavia" is 32). */
const MAX_ZONE_LENGTH = 64;

/** True for a time zone this runtime knows ("Asia/Kolkata", "UTC"); false for anything else. */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > MAX_ZONE_LENGTH || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zone named in a Cookie header, or null when none (or not a real zone) is there. */
export function timeZoneFromCookies(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== TIME_ZONE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
    return isTimeZone(value) ? value : null;
  }
  return null;
}

/** The cookie as the browser writes it: a year, the whole site, readable by scripts. */
export function timeZoneCookie(zone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
