// The short name /settings and the new-sign-in mail give a signed-in browser or API token, read
// from the User-Agent it signed in with: "Chrome on macOS". Only names from the lists below come
// out, never a word of the header itself, so a forged User-Agent cannot put text (or a link) in a
// mail. A hand-made reader: the common browsers and systems are all that a name needs, and the
// full parsers are either large or AGPL-licensed (ua-parser-js from version 2).
import "server-only";

/** Checked in order: browsers built on Chrome name it too, so each names itself first. */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\//],
  ["Opera", /\bOPR\/|\bOPiOS\/|\bOPT\/|\bOpera\b/],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\bFirefox\/|\bFxiOS\//],
  ["Chrome", /Chrome\/|\bCriOS\/|\bChromium\//],
  ["Safari", /\bSafari\//],
];

/** In order: iOS says "like Mac OS X", Android and ChromeOS say "Linux". */
const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ["iOS", /\b(?:iPhone|iPad|iPod)\b/],
  ["Android", /\bAndroid\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Windows", /\bWindows\b/],
  ["macOS", /\bMacintosh\b|\bMac OS X\b/],
  ["Linux", /\bLinux\b|\bX11\b/],
];

function firstMatch(userAgent: string, names: readonly [string, RegExp][]): string | null {
  return names.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

/** The browser a User-Agent names; Safari only on Apple's systems (Android's old one says it too). */
function browserOf(userAgent: string, system: string | null): string | null {
  const browser = firstMatch(userAgent, BROWSERS);
  if (browser === "Safari" && system !== "iOS" && system !== "macOS") return null;
  return browser;
}

/**
 * "Chrome on macOS"; "Chrome" or "Browser on Windows" when only one of them is known. A token
 * whose client names no browser (curl, a script, an app) is an "API client"; a session that names
 * none, an "Unknown browser".
 */
export function deviceName(userAgent: string | null, kind: "browser" | "api_token"): string {
  const agent = userAgent ?? "";
  const system = firstMatch(agent, SYSTEMS);
  const browser = browserOf(agent, system);
  if (!browser && kind === "api_token") return "API client";
  if (!browser && !system) return "Unknown browser";
  return system ? `${browser ?? "Browser"} on ${system}` : (browser ?? "Unknown browser");
}
