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

/**
 * True when the browser has nothing to tell, known without Intl: the browser's zone as Temporal
 * names it (Chromium 144 and later, Firefox 139 and later; false where there is no Temporal) is
 * the zone the page was printed in, and the cookie already names it as the browser wrote it.
 * A page's first Intl.DateTimeFormat loads ICU's locale data, 60 to 540 ms of main thread on a
 * phone's 4x slower CPU; Temporal.Now reads the zone without it. Any difference, an alias
 * included, is left to the full check, which compares the zones themselves.
 */
export function zoneSettled(cookieHeader: string, renderedZone: string): boolean {
  const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;
  return (
    temporal?.Now.timeZoneId() === renderedZone &&
    `; ${cookieHeader};`.includes(`; ${TIME_ZONE_COOKIE}=${encodeURIComponent(renderedZone)};`)
  );
}

/** The cookie as the browser writes it: a year, the whole site, readable by scripts. */
export function timeZoneCookie(zone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
