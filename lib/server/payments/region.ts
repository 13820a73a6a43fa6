// The payer's region decides the currency (the country table, lib/money/countries.ts): from a
// country header the deployment's edge sets (TRUSTED_COUNTRY_HEADER), else an IP-geolocation call
// with a short timeout (GEOIP_URL), else India.
import "server-only";
import { env } from "@/lib/env";
import { DEFAULT_REGION, regionFor, type RegionInfo } from "@/lib/money/region";
import { clientAddress } from "@/lib/server/http/client-address";

const GEOIP_TIMEOUT_MS = 1500;
const cache = new Map<string, { region: RegionInfo; until: number }>();

/** No lookup for a private address, nor without one ("unknown": see clientAddress). */
function isPrivateAddress(ip: string): boolean {
  return (
    ip === "unknown" ||
    ip === "local" ||
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80)/i.test(ip)
  );
}

async function lookUp(ip: string): Promise<RegionInfo> {
  if (!env.GEOIP_URL || isPrivateAddress(ip)) return DEFAULT_REGION;
  const cached = cache.get(ip);
  if (cached && cached.until > Date.now()) return cached.region;
  try {
    const response = await fetch(env.GEOIP_URL.replace("{ip}", encodeURIComponent(ip)), {
      signal: AbortSignal.timeout(GEOIP_TIMEOUT_MS),
      headers: { accept: "application/json" },
    });
    if (!response.ok) return DEFAULT_REGION;
    const body = (await response.json()) as { country_code?: unknown; country_name?: unknown };
    const region =
      typeof body.country_code === "string"
        ? regionFor(
            body.country_code,
            typeof body.country_name === "string" ? body.country_name : undefined,
          )
        : DEFAULT_REGION;
    cache.set(ip, { region, until: Date.now() + 60 * 60 * 1000 });
    return region;
  } catch {
    return DEFAULT_REGION;
  }
}

export async function detectRegion(headers: Headers): Promise<RegionInfo> {
  if (env.TRUSTED_COUNTRY_HEADER) {
    const code = headers.get(env.TRUSTED_COUNTRY_HEADER);
    if (code) return regionFor(code);
  }
  return lookUp(clientAddress(headers));
}
