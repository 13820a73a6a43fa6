// The headers of a deprecated route's every answer, so a client learns it from the wire and not
// only from the document: Deprecation (RFC 9745, the announcement as `@<Unix seconds>`), Sunset
// (RFC 8594, an HTTP date after which it may stop answering) and a Link to its successor.
import type { Deprecation } from "./registry/define";

function utcDay(day: string): Date {
  const at = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime())) throw new Error(`not a day: ${day}`);
  return at;
}

export function deprecationHeaders(deprecated: Deprecation | undefined): Record<string, string> {
  if (!deprecated) return {};
  return {
    deprecation: `@${utcDay(deprecated.since).getTime() / 1000}`,
    sunset: utcDay(deprecated.sunset).toUTCString(),
    link: `<${deprecated.successor}>; rel="successor-version"`,
  };
}
