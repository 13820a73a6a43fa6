// The payer's region: a trusted country header first, then IP geolocation with a short timeout,
// else India. Configuration is read at import, so this file sets it before importing.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REGION, type RegionInfo } from "@/lib/money/region";

let server: Server;
const seen: string[] = [];
let detectRegion: (headers: Headers) => Promise<RegionInfo>;

beforeAll(async () => {
  // A stand-in geolocation service: 203.0.113.7 is in the US, .8 answers slowly, .9 fails.
  server = createServer((request, response) => {
    const ip = decodeURIComponent(request.url?.split("/")[2] ?? "");
    seen.push(ip);
    if (ip === "203.0.113.8") {
      setTimeout(() => response.end(JSON.stringify({ country_code: "US" })), 3000);
      return;
    }
    if (ip === "203.0.113.9") {
      response.writeHead(500).end("down");
      return;
    }
    response.setHeader("content-type", "application/json");
    response.end(
      JSON.stringify(
        ip === "203.0.113.7"
          ? { country_name: "United States", country_code: "US" }
          : { country_name: "India", country_code: "IN" },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.env.GEOIP_URL = `http://127.0.0.1:${port}/json/{ip}`;
  process.env.TRUSTED_COUNTRY_HEADER = "cf-ipcountry";
  ({ detectRegion } = await import("./region"));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const from = (headers: Record<string, string>) => detectRegion(new Headers(headers));

describe("detectRegion", () => {
  it("believes the deployment's country header first, without a lookup", async () => {
    const before = seen.length;
    expect(await from({ "cf-ipcountry": "US", "x-forwarded-for": "203.0.113.5" })).toMatchObject({
      currency: "USD",
      countryCode: "US",
    });
    expect(await from({ "cf-ipcountry": "IN" })).toMatchObject({
      currency: "INR",
      countryCode: "IN",
    });
    expect(seen.length).toBe(before);
  });

  it("asks the geolocation service for the client's address otherwise", async () => {
    expect(await from({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" })).toEqual({
      country: "United States",
      countryCode: "US",
      currency: "USD",
    });
    expect(seen).toContain("203.0.113.7");
    expect((await from({ "x-forwarded-for": "203.0.113.6" })).currency).toBe("INR");
  });

  it("falls back to India when the service is slow or fails", async () => {
    const started = Date.now();
    expect((await from({ "x-forwarded-for": "203.0.113.8" })).currency).toBe("INR");
    expect(Date.now() - started).toBeLessThan(2900);
    expect((await from({ "x-forwarded-for": "203.0.113.9" })).currency).toBe("INR");
  });

  it("never looks up private or local addresses", async () => {
    const before = seen.length;
    expect(await from({ "x-forwarded-for": "192.168.1.20" })).toEqual(DEFAULT_REGION);
    expect(await from({})).toEqual(DEFAULT_REGION);
    expect(seen.length).toBe(before);
  });
});
