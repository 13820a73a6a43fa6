// The duration filter and a booking's due date read a service's duration text alike: the
// database's catalog_duration_ms (prisma/sql/catalog.sql), which fills "CatalogEntry"."durationMs"
// for the filter, gives what lib/bookings/expiry.ts's durationMs gives, for every duration the
// demo and bulk catalogues use and for the odd ones an organization may type; on PostgreSQL and
// on the embedded PGlite. And the entries follow a service's duration as it is edited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { durationMs } from "@/lib/bookings/expiry";
import { DEMO_SERVICES, DEMO_SHOWCASES } from "@/prisma/seed/demo-data";
import { planBulkCatalogue } from "@/prisma/seed/bulk-services";
import {
  BOTH_DATABASES,
  plantOrganization,
  type OpenedDatabase,
} from "@/test/integration/both-databases";

function catalogueDurations(): string[] {
  const found = new Set<string>();
  for (const service of DEMO_SERVICES) if (service.duration) found.add(service.duration);
  for (const page of DEMO_SHOWCASES)
    for (const option of page.options) if (option.duration) found.add(option.duration);
  for (const service of planBulkCatalogue(3_000, { runId: "durations", seed: 7 }).services())
    found.add(service.duration);
  return [...found];
}

const TYPED = [
  "2-hour",
  "An hour",
  "a week",
  "TWELVE WEEKS",
  "1.5 hours",
  "0.25 days",
  "0 days",
  "5 mins",
  "2 hrs",
  "10 years",
  "45min",
  "monthly",
  "about 3 weeks, maybe 4",
  "half a day",
  "Half-day",
  "extra day",
  "1 week 2 days",
  "",
];

describe.each(BOTH_DATABASES)("catalog_duration_ms on $name", (database) => {
  let client: OpenedDatabase["client"];
  let close: () => Promise<unknown>;

  beforeAll(async () => {
    ({ client, close } = await database.open());
  });
  afterAll(() => close());

  it("reads every duration as durationMs does", async () => {
    const texts = [...catalogueDurations(), ...TYPED];
    expect(texts.length).toBeGreaterThan(50);
    const rows = await client.$queryRaw<{ text: string; ms: bigint | null }[]>`
      SELECT t AS "text", catalog_duration_ms(t) AS "ms" FROM unnest(${texts}::text[]) AS t`;
    const read = Object.fromEntries(
      rows.map((row) => [row.text, row.ms === null ? null : Number(row.ms)]),
    );
    expect(read).toEqual(Object.fromEntries(texts.map((text) => [text, durationMs(text)])));
    expect(
      (
        await client.$queryRaw<{ ms: bigint | null }[]>`SELECT catalog_duration_ms(NULL) AS "ms"`
      )[0],
    ).toEqual({ ms: null });
  });

  it("keeps a listed service's entry in step with its duration", async () => {
    const organizationId = await plantOrganization(client, "Timed Co", "timed@duration.test");
    const service = await client.service.create({
      data: {
        organizationId,
        title: "Timed service",
        description: "Takes a while.",
        price: 10,
        category: "design",
        status: "active",
        duration: "2 weeks",
      },
    });
    const entry = () =>
      client.$queryRaw<{ ms: bigint | null }[]>`
        SELECT "durationMs" AS "ms" FROM "CatalogEntry" WHERE "id" = ${service.id}`;
    expect(await entry()).toEqual([{ ms: BigInt(durationMs("2 weeks")!) }]);
    await client.service.update({ where: { id: service.id }, data: { duration: "90 minutes" } });
    expect(await entry()).toEqual([{ ms: BigInt(durationMs("90 minutes")!) }]);
    await client.service.update({ where: { id: service.id }, data: { duration: "Per session" } });
    expect(await entry()).toEqual([{ ms: null }]);
  });
});
