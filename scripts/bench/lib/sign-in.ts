// A demo account's session for the browser's cookie jar: signed in through the API, as the sign-in
// form does, with the cookies the answer sets.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/prisma/seed/demo-data";
import { TIME_ZONE_COOKIE } from "@/lib/format/viewer-time-zone";
import type { Role } from "./pages-plan";
import { enrolAuthenticator } from "./second-factor";

export interface JarCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
}

/** The session cookies the API sets when `role`'s demo account signs in. */
export async function signIn(origin: string, role: Role): Promise<JarCookie[]> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(`signing in as ${role} failed: ${response.status} ${await response.text()}`);
  }
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const at = pair.indexOf("=");
    // The jar is told what the header said: a Secure or HttpOnly cookie stays one.
    const flags = attributes.map((attribute) => attribute.toLowerCase());
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      httpOnly: flags.includes("httponly"),
      secure: flags.includes("secure"),
    };
  });
  if (cookies.length === 0) throw new Error(`signing in as ${role} set no cookie`);
  // An admin's pages open only once the account has a second factor.
  if (role === "admin") await enrolAuthenticator(origin, { cookie: cookieHeader(cookies), origin });
  return cookies;
}

/**
 * The time-zone cookie a page writes when it finds none (components/site/time-zone-cookie.tsx):
 * set up front with the browser's zone (this machine's), as on any later visit, so the measured
 * load is the page's own and not its first-visit re-render.
 */
export function timeZoneJarCookie(): JarCookie {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { name: TIME_ZONE_COOKIE, value: encodeURIComponent(zone) };
}

/** The cookies as one Cookie header, for fetches made outside the browser. */
export function cookieHeader(cookies: JarCookie[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}
