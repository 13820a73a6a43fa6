// As docs/features.md says: an admin verifies an organization (with a note, audited, reversible); the
// catalogue and the organization's page say whether it is verified; only a verified organization
// converts coins to money.
import { describe, expect, it } from "vitest";
import { PUT as setVerification } from "@/app/api/v1/admin/users/[id]/verification/route";
import { GET as detail } from "@/app/api/v1/admin/users/[id]/route";
import { POST as create } from "@/app/api/v1/conversions/route";
import { PUT as savePayout } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import { GET as serviceDetail } from "@/app/api/v1/services/[id]/route";
import { GET as services } from "@/app/api/v1/services/route";
import type { AdminUserDetail } from "@/lib/schemas/admin-users";
import type { CatalogListing, ServiceDetail } from "@/modules/catalog/shared/catalog-types";
import {
  ALREADY_UNVERIFIED,
  ALREADY_VERIFIED,
  CONVERSION_NEEDS_VERIFICATION,
  NO_ORGANIZATION,
} from "@/lib/organizations/verification";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService } from "@/test/integration/marketplace";
import { earnNet } from "@/test/integration/earnings";
import { findPublicOrganization } from "./public-organization";

type Account = Awaited<ReturnType<typeof signedIn>>;

const setAs = (caller: Account, userId: string, body: unknown) =>
  call<{ verified: boolean }>(setVerification, `/api/v1/admin/users/${userId}/verification`, {
    method: "PUT",
    bearer: caller.token,
    params: { id: userId },
    body,
  });

async function profileOf(org: Account) {
  return db().organizationProfile.findUniqueOrThrow({ where: { userId: org.user.id } });
}

describe("an admin verifying an organization", () => {
  it("verifies with a note and withdraws it with a note, each audited, once", async () => {
    const [admin, org] = await Promise.all([signedIn("admin"), signedIn("org")]);
    const profile = await profileOf(org);
    expect(profile.verified).toBe(false);

    const verified = await setAs(admin, org.user.id, {
      verified: true,
      note: " GST and PAN checked ",
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      message: "Organization Verified",
      data: { organizationId: profile.id, verified: true },
    });
    expect((await profileOf(org)).verified).toBe(true);

    const again = await setAs(admin, org.user.id, { verified: true, note: "Checked twice" });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(ALREADY_VERIFIED);

    const withdrawn = await setAs(admin, org.user.id, {
      verified: false,
      note: "Registration lapsed",
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe("Verification Withdrawn");
    expect((await profileOf(org)).verified).toBe(false);
    const twice = await setAs(admin, org.user.id, { verified: false, note: "Again" });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe(ALREADY_UNVERIFIED);

    const entries = await db().auditLog.findMany({
      where: { entityType: "organization", entityId: profile.id },
      orderBy: { createdAt: "asc" },
    });
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.data])).toEqual([
      [
        "organization.verify",
        admin.user.id,
        { organization: "Test Org", userId: org.user.id, note: "GST and PAN checked" },
      ],
      [
        "organization.unverify",
        admin.user.id,
        { organization: "Test Org", userId: org.user.id, note: "Registration lapsed" },
      ],
    ]);
    // The account's trail on the admin's detail view carries both decisions.
    const seen = await call<AdminUserDetail>(detail, `/api/v1/admin/users/${org.user.id}`, {
      bearer: admin.token,
      params: { id: org.user.id },
    });
    expect(seen.body.data?.organization?.verified).toBe(false);
    expect(seen.body.data?.audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["organization.verify", "organization.unverify"]),
    );
  });

  it("needs a note, an organization and an admin", async () => {
    const [admin, org, user] = await Promise.all([
      signedIn("admin"),
      signedIn("org"),
      signedIn("user"),
    ]);
    const noNote = await setAs(admin, org.user.id, { verified: true, note: "  " });
    expect(noNote.status).toBe(422);
    expect(noNote.body.error?.message).toBe("The note needs at least 3 characters");
    const missing = await setAs(admin, org.user.id, { verified: true });
    expect(missing.status).toBe(422);
    expect(missing.body.error?.message).toBe("Add a note on what was checked");
    const noOrganization = await setAs(admin, user.user.id, { verified: true, note: "Checked" });
    expect(noOrganization.status).toBe(409);
    expect(noOrganization.body.error?.message).toBe(NO_ORGANIZATION);
    const unknown = await setAs(admin, "no-such-user", { verified: true, note: "Checked" });
    expect(unknown.status).toBe(404);
    for (const caller of [org, user]) {
      expect((await setAs(caller, org.user.id, { verified: true, note: "Me" })).status).toBe(403);
    }
    expect((await profileOf(org)).verified).toBe(false);
  });
});

describe("what customers see", () => {
  it("marks the services and page of an unverified organization, and not of a verified one", async () => {
    const [admin, org] = await Promise.all([signedIn("admin"), signedIn("org")]);
    const profile = await profileOf(org);
    const service = await createService({ organizationId: profile.id });
    const read = async () => {
      const listed = await call<CatalogListing>(
        services,
        `/api/v1/services?search=${encodeURIComponent(service.title)}`,
      );
      const one = await call<ServiceDetail>(serviceDetail, `/api/v1/services/${service.id}`, {
        params: { id: service.id },
      });
      const page = await findPublicOrganization(profile.id);
      return {
        card: listed.body.data?.items.find((item) => item.id === service.id)?.organizationVerified,
        dialog: one.body.data?.organizationVerified,
        page: page?.verified,
        pageCards: page?.services.map((card) => card.organizationVerified),
      };
    };
    expect(await read()).toEqual({ card: false, dialog: false, page: false, pageCards: [false] });
    await setAs(admin, org.user.id, { verified: true, note: "Checked" });
    expect(await read()).toEqual({ card: true, dialog: true, page: true, pageCards: [true] });
  });
});

describe("converting coins to money", () => {
  it("is refused to an unverified organization with the reason, and open once it is verified", async () => {
    const [admin, org] = await Promise.all([signedIn("admin"), signedIn("org")]);
    const profile = await profileOf(org);
    await earnNet(profile.id, 500);
    const saved = await call(savePayout, "/api/v1/org/payout-accounts/INR", {
      method: "PUT",
      bearer: org.token,
      params: { currency: "INR" },
      body: { method: "upi", holderName: "Asha Rao", upiId: "asha.rao@okaxis" },
    });
    expect(saved.status).toBe(200);
    const convert = () =>
      call(create, "/api/v1/conversions", {
        bearer: org.token,
        body: { amount: 200, currency: "INR" },
      });

    const refused = await convert();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "forbidden",
      message: CONVERSION_NEEDS_VERIFICATION,
    });
    expect(await db().conversionRequest.count({ where: { organizationId: profile.id } })).toBe(0);

    await setAs(admin, org.user.id, { verified: true, note: "Checked" });
    expect((await convert()).status).toBe(201);

    await setAs(admin, org.user.id, { verified: false, note: "Documents expired" });
    expect((await convert()).status).toBe(403);
  });
});
