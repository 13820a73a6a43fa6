// A malformed proposal in a service change's JSON column, over HTTP on PostgreSQL: the admin's
// list still answers (the live value stands in for what cannot be read), the organization's list
// too, and approval is refused with a 409 that says what to do instead of writing a guess.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as approveChange } from "@/app/api/v1/admin/service-changes/[id]/approve/route";
import { POST as rejectChange } from "@/app/api/v1/admin/service-changes/[id]/reject/route";
import { GET as list } from "@/app/api/v1/admin/services/route";
import { GET as orgServices } from "@/app/api/v1/org/services/route";
import type { AdminServicePage } from "@/modules/services/shared/admin-schemas";
import type { OrgServiceView } from "@/modules/services/shared/schemas";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { UNREADABLE_PROPOSAL } from "./proposed-fields";

beforeAll(() => {
  // Moderation emails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

describe("a service change whose stored proposal is malformed", () => {
  it("is listed with live values for what cannot be read, cannot be approved, and can be rejected", async () => {
    const admin = await signedIn("admin");
    const org = await signedIn("org");
    const { id: organizationId } = await db().organizationProfile.findUniqueOrThrow({
      where: { userId: org.user.id },
    });
    const title = `Malformed ${randomUUID().slice(0, 8)}`;
    const service = await db().service.create({
      data: {
        organizationId,
        title,
        description: "Live description",
        price: 120,
        category: "technology",
        status: "active",
      },
    });
    const change = await db().serviceChange.create({
      data: {
        serviceId: service.id,
        openSlot: service.id,
        status: "pending",
        // A readable title beside an unreadable price and picture list.
        proposed: { title: `${title} renamed`, price: "a lot", images: [7] },
      },
    });

    const page = await call<AdminServicePage>(
      list,
      `/api/v1/admin/services?${new URLSearchParams({ search: title })}`,
      { bearer: admin.token },
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data!.items[0]!.pendingChange).toMatchObject({
      id: change.id,
      changes: [{ field: "title", before: title, after: `${title} renamed` }],
      proposed: { title: `${title} renamed`, price: 120, images: [] },
    });

    const mine = await call<{ items: OrgServiceView[] }>(orgServices, "/api/v1/org/services", {
      bearer: org.token,
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const listedForOrg = mine.body.data!.items.find((item) => item.id === service.id);
    expect(listedForOrg?.pendingChange).toMatchObject({
      proposed: { title: `${title} renamed`, price: 120 },
      changedFields: ["title"],
    });

    const decide = (handler: typeof approveChange, body?: unknown) =>
      call(handler, `/api/v1/admin/service-changes/${change.id}/x`, {
        method: "POST",
        bearer: admin.token,
        params: { id: change.id },
        ...(body === undefined ? {} : { body }),
      });
    const approved = await decide(approveChange);
    expect(approved.status).toBe(409);
    expect(approved.body.error).toMatchObject({ code: "conflict", message: UNREADABLE_PROPOSAL });
    // Nothing was written: the live service and the open change are as they were.
    expect(await db().service.findUniqueOrThrow({ where: { id: service.id } })).toMatchObject({
      title,
      price: 120,
    });
    expect(await db().serviceChange.findUniqueOrThrow({ where: { id: change.id } })).toMatchObject({
      status: "pending",
      openSlot: service.id,
    });

    const rejected = await decide(rejectChange, { note: "Please submit the edit again." });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
  });
});
