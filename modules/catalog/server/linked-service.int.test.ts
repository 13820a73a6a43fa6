// The service a /payment or /feedback link names: its id, or (docs/spec.md's own link shape) the title
// of a live showcase option, told apart by the link's price when two share a title.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { createService } from "@/test/integration/marketplace";
import { resolveLinkedService } from "./linked-service";

/** A showcase page whose options are new services with the given titles and prices. */
async function showcase(sortOrder: number, options: { title: string; price: number }[]) {
  const page = await db().showcasePage.create({
    data: {
      slug: `page-${randomUUID().slice(0, 8)}`,
      title: "Test Page",
      summary: "A page for tests",
      category: "lifestyle",
      badge: "Test",
      features: [],
      imageUrl: "/images/test.jpg",
      sortOrder,
    },
  });
  const services = [];
  for (const [index, option] of options.entries()) {
    const service = await createService({ price: option.price });
    services.push(
      await db().service.update({
        where: { id: service.id },
        data: { title: option.title, showcasePageId: page.id, showcaseOrder: index },
      }),
    );
  }
  return services;
}

const unique = (title: string) => `${title} ${randomUUID().slice(0, 6)}`;

describe("resolveLinkedService", () => {
  it("resolves the spec's link shape to the showcase option of that title", async () => {
    const title = unique("Monthly Stay");
    const [monthly] = await showcase(1, [
      { title, price: 100 },
      { title: unique("Weekly Stay"), price: 30 },
    ]);
    const expected = { id: monthly!.id, title };
    expect(await resolveLinkedService({ service: title, price: 100 }, "book")).toEqual(expected);
    // Case and spacing as people type them; the link's price is no condition.
    expect(
      await resolveLinkedService({ service: `  ${title.toUpperCase()} `, price: 7 }, "book"),
    ).toEqual(expected);
    expect(await resolveLinkedService({ service: title }, "review")).toEqual(expected);
  });

  it("tells two options of one title apart by the link's price", async () => {
    const title = unique("Workshop Session");
    const [first] = await showcase(1, [{ title, price: 100 }]);
    const [second] = await showcase(2, [{ title, price: 120 }]);
    expect((await resolveLinkedService({ service: title, price: 120 }, "book"))?.id).toBe(
      second!.id,
    );
    expect((await resolveLinkedService({ service: title, price: 1 }, "book"))?.id).toBe(first!.id);
  });

  it("names nothing for an unknown title, 'Service', a catalogue title or an unbookable option", async () => {
    const catalogue = await createService();
    const [paused] = await showcase(1, [{ title: unique("Paused Stay"), price: 5 }]);
    await db().service.update({ where: { id: paused!.id }, data: { status: "inactive" } });
    // An option of a suspended organization is not bookable either.
    const [suspended] = await showcase(1, [{ title: unique("Suspended Stay"), price: 5 }]);
    const organization = await db().organizationProfile.findUniqueOrThrow({
      where: { id: suspended!.organizationId },
    });
    await db().user.update({ where: { id: organization.userId }, data: { isActive: false } });
    for (const service of [
      undefined,
      "Service",
      "Moonbase Tour",
      "%",
      catalogue.title,
      paused!.title,
    ]) {
      expect(
        await resolveLinkedService({ service, price: 100 }, "book"),
        String(service),
      ).toBeNull();
    }
  });

  it("prefers the link's id; a retired one still names its service for a review only", async () => {
    const live = await createService();
    expect(await resolveLinkedService({ serviceId: live.id, service: "Other" }, "book")).toEqual({
      id: live.id,
      title: live.title,
    });

    const title = unique("Daily Stay");
    const [option] = await showcase(1, [{ title, price: 5 }]);
    const retired = await createService();
    await db().service.update({ where: { id: retired.id }, data: { deletedAt: new Date() } });
    expect(await resolveLinkedService({ serviceId: retired.id }, "review")).toEqual({
      id: retired.id,
      title: retired.title,
    });
    expect(await resolveLinkedService({ serviceId: retired.id }, "book")).toBeNull();
    // A stale id beside a known title: the title still finds the option.
    expect(
      (await resolveLinkedService({ serviceId: "no-such-id", service: title }, "book"))?.id,
    ).toBe(option!.id);
  });
});
