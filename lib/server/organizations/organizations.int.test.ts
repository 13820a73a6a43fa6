// Organization profiles over HTTP on PostgreSQL (docs/features.md): an organization signs up with
// its own name, edits its own profile only (audited; bad website or email refused at the field),
// and its public page shows the profile, the rating across its services and its live services,
// 404 for an unknown or suspended organization.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as suspend } from "@/app/api/v1/admin/users/[id]/suspend/route";
import { GET as readProfile, PUT as updateProfile } from "@/app/api/v1/org/profile/route";
import { GET as publicPage } from "@/app/api/v1/orgs/[id]/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as review } from "@/app/api/v1/services/[id]/reviews/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import type {
  OrganizationProfileView,
  PublicOrganization,
} from "@/lib/organizations/organization-types";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { ORGANIZATION_NOT_FOUND } from "@/lib/server/organizations/public-organization";
import { PASSWORD, signedIn, uniqueEmail } from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";
import { createService, deliver, fund } from "@/test/integration/marketplace";

type Account = Awaited<ReturnType<typeof signedIn>>;

beforeAll(() => {
  // Verification and suspension emails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

const PROFILE = {
  name: "Lumen Studio",
  description: "Photography and video for small brands.",
  website: "lumen.example.com",
  contactEmail: "Hello@Lumen.Example.com",
};

function signUp(body: Record<string, unknown>) {
  return call<{ user: { organization: { id: string; name: string } | null } }>(
    register,
    "/api/v1/auth/register",
    {
      ip: freshIp(),
      body: {
        name: "Ines Ortega",
        email: uniqueEmail("org"),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
        role: "org",
        ...body,
      },
    },
  );
}

const read = (bearer?: string) =>
  call<OrganizationProfileView>(readProfile, "/api/v1/org/profile", bearer ? { bearer } : {});

const update = (body: unknown, bearer?: string) =>
  call<OrganizationProfileView>(updateProfile, "/api/v1/org/profile", {
    method: "PUT",
    body,
    ...(bearer ? { bearer } : {}),
  });

const page = (id: string) =>
  call<PublicOrganization>(publicPage, `/api/v1/orgs/${id}`, { params: { id } });

async function organizationOf(account: Account) {
  return db().organizationProfile.findUniqueOrThrow({ where: { userId: account.user.id } });
}

describe("signing up as an organization", () => {
  it("creates the profile with the organization's own name", async () => {
    const response = await signUp({ organizationName: "  Northwind   Traders " });
    expect(response.status).toBe(201);
    expect(response.body.data?.user.organization?.name).toBe("Northwind Traders");
  });

  it("refuses a missing or too long organization name at its field", async () => {
    for (const [organizationName, message] of [
      [undefined, "Please enter your organization's name"],
      ["   ", "Please enter your organization's name"],
      ["n".repeat(101), "Please enter an organization name of at most 100 characters"],
    ] as const) {
      const email = uniqueEmail("org");
      const response = await signUp({ email, organizationName });
      expect(response.status).toBe(422);
      expect(response.body.error).toMatchObject({
        message,
        issues: [{ path: "organizationName", message }],
      });
      expect(await db().user.count({ where: { email } })).toBe(0);
    }
  });
});

describe("an organization's own profile", () => {
  it("reads and replaces the caller's own profile, audited, and leaves others alone", async () => {
    const org = await signedIn("org");
    const other = await signedIn("org");
    const before = await read(org.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ name: "Test Org", website: null, verified: false });

    const saved = await update(PROFILE, org.token);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Profile Updated");
    expect(saved.body.data).toMatchObject({
      id: before.body.data!.id,
      name: "Lumen Studio",
      website: "https://lumen.example.com",
      contactEmail: "hello@lumen.example.com",
      logoUrl: null,
      verified: false,
    });
    expect((await read(org.token)).body.data).toEqual(saved.body.data);
    expect((await organizationOf(other)).name).toBe("Test Org");

    const audit = await db().auditLog.findMany({
      where: { action: "organization.profile.update", entityId: before.body.data!.id },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: org.user.id,
      data: {
        changed: ["name", "description", "website", "contactEmail"],
        previousName: "Test Org",
      },
    });

    // Clearing the optional fields; the same values again change (and audit) nothing.
    const cleared = await update({ name: "Lumen Studio" }, org.token);
    expect(cleared.body.data).toMatchObject({ description: null, website: null });
    await update({ name: "Lumen Studio" }, org.token);
    expect(
      await db().auditLog.count({
        where: { action: "organization.profile.update", entityId: before.body.data!.id },
      }),
    ).toBe(2);
  });

  it("refuses a bad website, email, logo or name with the message at the field", async () => {
    const org = await signedIn("org");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ website: "javascript:alert(1)" }, "website", "starting with http:// or https://"],
      [{ website: "ftp://files.example.com" }, "website", "starting with http:// or https://"],
      [{ contactEmail: "not-an-address" }, "contactEmail", "Please enter a valid email address"],
      [{ logoUrl: "https://tracker.example/p.png" }, "logoUrl", "uploaded to this site"],
      [{ name: "" }, "name", "Please enter your organization's name"],
    ];
    for (const [change, path, message] of cases) {
      const response = await update({ ...PROFILE, ...change }, org.token);
      expect(response.status, path).toBe(422);
      expect(response.body.error).toMatchObject({
        issues: [{ path, message: expect.stringContaining(message) as unknown }],
      });
    }
    expect((await organizationOf(org)).name).toBe("Test Org");
  });

  it("is the organization's alone: users and admins are refused, the signed-out asked to sign in", async () => {
    for (const role of ["user", "admin"] as const) {
      const account = await signedIn(role);
      expect((await read(account.token)).status).toBe(403);
      expect((await update(PROFILE, account.token)).status).toBe(403);
    }
    expect((await read()).status).toBe(401);
    expect((await update(PROFILE)).status).toBe(401);
  });
});

describe("an organization's public page", () => {
  /** Books and rates; delivered first unless told otherwise (before delivery a review is held). */
  const bookAndRate = async (serviceId: string, rating: number, delivered = true) => {
    const customer = await signedIn("user");
    await fund(customer.user.id, 100);
    const booked = await call<{ id: string }>(book, `/api/v1/services/${serviceId}/book`, {
      method: "POST",
      bearer: customer.token,
      params: { id: serviceId },
    });
    expect(booked.status).toBe(201);
    if (delivered) await deliver(booked.body.data!.id);
    const rated = await call(review, `/api/v1/services/${serviceId}/reviews`, {
      bearer: customer.token,
      params: { id: serviceId },
      body: { rating },
    });
    expect(rated.status).toBe(201);
    return { customer, bookingId: booked.body.data!.id };
  };

  it("shows the profile, the rating across its services and only its live services", async () => {
    const org = await signedIn("org");
    await update(PROFILE, org.token);
    const { id } = await organizationOf(org);

    const empty = await page(id);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      name: "Lumen Studio",
      website: "https://lumen.example.com",
      contactEmail: "hello@lumen.example.com",
      rating: { average: null, count: 0 },
      services: [],
      serviceCount: 0,
    });

    const live = await createService({ organizationId: id, price: 50 });
    const paused = await createService({ organizationId: id, price: 50 });
    await createService({ organizationId: id, status: "pending" });
    const elsewhere = await createService({ price: 50 });
    await bookAndRate(live.id, 5);
    await bookAndRate(paused.id, 2);
    await bookAndRate(elsewhere.id, 1);
    // A cancelled booking's review is withdrawn and counts nowhere.
    const withdrawn = await bookAndRate(live.id, 1, false);
    const cancelled = await call(
      userCancel,
      `/api/v1/users/bookings/${withdrawn.bookingId}/cancel`,
      { method: "POST", bearer: withdrawn.customer.token, params: { id: withdrawn.bookingId } },
    );
    expect(cancelled.status).toBe(200);
    await db().service.update({ where: { id: paused.id }, data: { status: "inactive" } });

    const shown = (await page(id)).body.data!;
    // Paused services keep their reviews in the organization's record: (5 + 2) / 2.
    expect(shown.rating).toEqual({ average: 3.5, count: 2 });
    expect(shown.services.map((service) => service.id)).toEqual([live.id]);
    expect(shown.services[0]).toMatchObject({
      organizationId: id,
      organizationName: "Lumen Studio",
    });
    expect(shown.serviceCount).toBe(1);
  });

  it("is 404 for an unknown organization and for a suspended one", async () => {
    expect((await page("no-such-organization")).status).toBe(404);

    const org = await signedIn("org");
    const { id } = await organizationOf(org);
    expect((await page(id)).status).toBe(200);
    const admin = await signedIn("admin");
    const suspended = await call(suspend, `/api/v1/admin/users/${org.user.id}/suspend`, {
      method: "POST",
      bearer: admin.token,
      params: { id: org.user.id },
      body: { reason: "Suspended by the test" },
    });
    expect(suspended.status).toBe(200);
    const answer = await page(id);
    expect(answer.status).toBe(404);
    expect(answer.body.error?.message).toBe(ORGANIZATION_NOT_FOUND);
  });
});
