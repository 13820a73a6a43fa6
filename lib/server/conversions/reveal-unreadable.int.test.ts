// The admin's reading of a request's payout details when they do not open with the server's key
// (restored without the key they were sealed with, or a key changed): a 409 that says what to do,
// not a 500, and no audit entry of a reading that showed nothing.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as payout } from "@/app/api/v1/admin/conversions/[id]/payout/route";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { pendingConversion } from "@/test/integration/pending-conversion";
import { PAYOUT_UNREADABLE } from "./reveal-payout";

const keyBefore = env.PAYOUT_ENCRYPTION_KEY;

beforeAll(() => {
  // Decision emails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(() => {
  env.PAYOUT_ENCRYPTION_KEY = keyBefore;
});

describe("payout details that do not open with the server's key", () => {
  it("answer 409 with what to do, and audit no reading", async () => {
    const { conversionId: id } = await pendingConversion({ earned: 500, amount: 250 });

    // The server now runs with another key than the one the details were sealed with.
    env.PAYOUT_ENCRYPTION_KEY = "a-key-the-details-were-not-sealed-with";
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const admin = await signedIn("admin");
    const answer = await call(payout, `/api/v1/admin/conversions/${id}/payout`, {
      bearer: admin.token,
      params: { id },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({ code: "conflict", message: PAYOUT_UNREADABLE });
    expect(
      await db().auditLog.count({ where: { action: "conversion.payout_viewed", entityId: id } }),
    ).toBe(0);

    // With the key back, the same reading works.
    env.PAYOUT_ENCRYPTION_KEY = keyBefore;
    const shown = await call(payout, `/api/v1/admin/conversions/${id}/payout`, {
      bearer: admin.token,
      params: { id },
    });
    expect(shown.status).toBe(200);
  });
});
