// The platform-wide money rules changed by careless hands, over HTTP on PostgreSQL: a commission,
// conversion fee, fixed fee, spread or bound moved further than its step is held (409
// confirmation_required, saying what each change does) until the request types each new value
// again in `confirmedRules`; a small step saves at once; a rate to confirm is asked in the same
// answer, and `confirmedRates` still answers it.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { signedIn, type SignedInAccount } from "@/test/integration/accounts";
import {
  readSettings,
  saveSettings,
  STARTING_RULES as RULES,
} from "@/test/integration/platform-settings";

let admin: SignedInAccount;
beforeAll(async () => {
  admin = await signedIn("admin");
});

const save = (body: Record<string, unknown>) => saveSettings(admin.token, { ...RULES, ...body });
const saved = async () => (await readSettings(admin.token)).body.data!;

const COMMISSION_TO_21 =
  "Commission 15% → 21%: on a 100-coin booking an organization now receives 79 coins instead of 85.";

describe("a money rule moved further than its step", () => {
  it("is held until its new value is typed again, saying what it does", async () => {
    const before = await saved();
    const held = await save({ commissionPercent: "21" });
    expect(held.status).toBe(409);
    expect(held.body.error).toMatchObject({
      code: "confirmation_required",
      message: `${COMMISSION_TO_21} It moves more than 5 percentage points: type 21 to confirm.`,
      details: {
        confirmations: [
          {
            kind: "rule",
            rule: "commissionPercent",
            label: "Commission",
            from: "15",
            to: "21",
            unit: "%",
            typed: true,
            effect: COMMISSION_TO_21,
          },
        ],
      },
    });
    // A wrong value, or another rule's, does not answer it; nothing is saved or audited.
    expect(
      (await save({ commissionPercent: "21", confirmedRules: { commissionPercent: "12" } })).status,
    ).toBe(409);
    expect(
      (await save({ commissionPercent: "21", confirmedRules: { spreadPercent: "21" } })).status,
    ).toBe(409);
    expect(await saved()).toEqual(before);
    expect(await db().auditLog.count({ where: { action: "settings.updated" } })).toBe(0);

    const typed = await save({
      commissionPercent: "21",
      confirmedRules: { commissionPercent: "21.00" },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.data?.commissionPercent).toBe("21");
  });

  it("saves a change of its step or less at once, as an API client sends it", async () => {
    // 21% back to 16%: exactly 5 points.
    const small = await save({ commissionPercent: "16" });
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    const fees = await save({
      commissionPercent: "16",
      conversionFeePercent: "5",
      conversionFeeCoins: 100,
    });
    expect(fees.status, JSON.stringify(fees.body)).toBe(200);
  });

  it("asks about every rule and rate to confirm in one answer, in the form's order", async () => {
    const body = {
      commissionPercent: "16",
      conversionFeePercent: "10.5",
      conversionFeeCoins: 201,
      spreadPercent: "3.5",
      maxRateMovePercent: "6.5",
      rates: { USD: "85", EUR: "102" },
    };
    const held = await save(body);
    expect(held.status).toBe(409);
    const asked = held.body.error?.details?.confirmations as { rule?: string; currency?: string }[];
    expect(asked.map((item) => item.rule ?? item.currency)).toEqual([
      "conversionFeePercent",
      "conversionFeeCoins",
      "spreadPercent",
      "maxRateMovePercent",
      "USD",
    ]);
    expect(asked[4]).toMatchObject({ kind: "rate", currency: "USD", from: "88.00", to: "85.00" });
    expect(held.body.error?.message).toContain(
      "Fixed conversion fee 100 → 201 coins: converting 1,000 coins, an organization is now paid for 694 of them instead of 795. It moves more than 100 coins: type 201 to confirm.",
    );

    // The rules typed again but not the rate: asked about the rate alone.
    const confirmedRules = {
      conversionFeePercent: "10.5",
      conversionFeeCoins: "201",
      spreadPercent: "3.5",
      maxRateMovePercent: "6.5",
    };
    const rateOnly = await save({ ...body, confirmedRules });
    expect(rateOnly.status).toBe(409);
    expect(rateOnly.body.error?.details?.confirmations).toEqual([
      expect.objectContaining({ kind: "rate", currency: "USD" }),
    ]);
    const done = await save({ ...body, confirmedRules, confirmedRates: { USD: "85" } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      conversionFeePercent: "10.5",
      conversionFeeCoins: 201,
      spreadPercent: "3.5",
      maxRateMovePercent: "6.5",
    });
  });

  it("refuses unsafe rules before asking anything", async () => {
    const refused = await save({
      commissionPercent: "1",
      conversionFeePercent: "0",
      conversionFeeCoins: 0,
      rates: { USD: "85", EUR: "102" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe("validation_failed");
  });
});
