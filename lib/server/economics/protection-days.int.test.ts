// Buyer protection's windows on /admin/settings, over HTTP on PostgreSQL: an admin changes the
// days to accept a delivery, to deliver when a service sets none, to answer a dispute and before
// earnings clear, each within its range (a day outside it is refused with the range, and nothing
// changes); the change is audited with before and after; a client that sends only the money rules
// leaves the windows as they are.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { signedIn, type SignedInAccount } from "@/test/integration/accounts";
import {
  expectFieldRefusal,
  readSettings,
  saveSettings,
  STARTING_RULES as RULES,
} from "@/test/integration/platform-settings";

let admin: SignedInAccount;
beforeAll(async () => {
  admin = await signedIn("admin");
});

const read = () => readSettings(admin.token);
const save = (body: unknown) => saveSettings(admin.token, body);

describe("buyer protection's windows", () => {
  it("start at their defaults and are changed together with the money rules, audited", async () => {
    const start = await read();
    expect(start.body.data).toMatchObject({
      acceptanceDays: 3,
      defaultDueDays: 30,
      disputeResponseDays: 3,
      clearingDays: 7,
    });
    const saved = await save({
      ...RULES,
      acceptanceDays: 14,
      defaultDueDays: 365,
      disputeResponseDays: 1,
      clearingDays: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      acceptanceDays: 14,
      defaultDueDays: 365,
      disputeResponseDays: 1,
      clearingDays: 0,
    });
    expect((await read()).body.data).toEqual(saved.body.data);
    expect(await db().platformSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      acceptanceDays: 14,
      defaultDueDays: 365,
      disputeResponseDays: 1,
      clearingDays: 0,
      updatedById: admin.user.id,
    });
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "settings.updated", actorId: admin.user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit).toMatchObject({
      before: { acceptanceDays: 3, defaultDueDays: 30, disputeResponseDays: 3, clearingDays: 7 },
      after: { acceptanceDays: 14, defaultDueDays: 365, disputeResponseDays: 1, clearingDays: 0 },
    });

    // Only the money rules sent: the windows stay as they are.
    const rulesOnly = await save({ ...RULES, commissionPercent: "16" });
    expect(rulesOnly.status).toBe(200);
    expect(rulesOnly.body.data).toMatchObject({ commissionPercent: "16", clearingDays: 0 });
  });

  it("refuses a day outside its range with the range, and changes nothing", async () => {
    const before = (await read()).body.data;
    const cases = [
      ["acceptanceDays", 0, "Days to accept a delivery must be a whole number from 1 to 14."],
      ["acceptanceDays", 15, "Days to accept a delivery must be a whole number from 1 to 14."],
      [
        "defaultDueDays",
        366,
        "Days to deliver when a service sets none must be a whole number from 1 to 365.",
      ],
      ["disputeResponseDays", 2.5, "Days to answer a dispute must be a whole number from 1 to 14."],
      ["clearingDays", 31, "Days before earnings clear must be a whole number from 0 to 30."],
      ["clearingDays", -1, "Days before earnings clear must be a whole number from 0 to 30."],
      ["clearingDays", "7", "Days before earnings clear must be a whole number from 0 to 30."],
    ] as const;
    for (const [field, value, message] of cases) {
      expectFieldRefusal(await save({ ...RULES, [field]: value }), field, message);
    }
    expect((await read()).body.data).toEqual(before);
  });
});
