// Thinking as a fraudster: buy coins with a stolen card, book a service of one's own colluding
// organization, have it delivered and completed, convert the earnings to money, and let the card's
// owner charge the payment back. The platform cannot take back money already paid out; what it
// can do is take the coins out of circulation again and keep the loss on the books as the
// fraudster's wallet debt, so the ledger's invariants still explain every coin (value_backed:
// redeemed <= paid for + owed), the admin sees the debt, and the wallet repays it before any new
// coins can be spent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "@/lib/server/audit/audit-actor";
import { GET as overviewRoute } from "@/app/api/v1/admin/payments/overview/route";
import type { PaymentsOverview } from "@/lib/schemas/admin-payments";
import { lockBooking } from "@/lib/server/bookings/lock-booking";
import { completeLocked } from "@/lib/server/bookings/settle-booking";
import { db } from "@/lib/server/db/client";
import { holdForConversion, redeemConversion } from "@/lib/server/ledger/flows";
import { PLATFORM_ACCOUNT } from "@/lib/server/ledger/types";
import { signedIn } from "@/test/integration/accounts";
import {
  book,
  chargebackRow,
  chargebackTestHooks,
  debtOf,
  newDisputeId,
  paidTopUp,
  sendDispute,
  walletBalance,
} from "@/test/integration/chargebacks";
import { call } from "@/test/integration/http";
import { createService } from "@/test/integration/marketplace";

chargebackTestHooks();

beforeAll(async () => {
  // The worst case for the platform: earnings convertible the moment a booking completes.
  await db().platformSettings.update({ where: { id: 1 }, data: { clearingDays: 0 } });
});

afterAll(async () => {
  await db().platformSettings.update({ where: { id: 1 }, data: { clearingDays: 7 } });
});

async function balance(accountId: string): Promise<number> {
  const account = await db().ledgerAccount.findUniqueOrThrow({ where: { id: accountId } });
  return Number(account.balance);
}

async function platform() {
  return {
    issuance: await balance(PLATFORM_ACCOUNT.issuance),
    promotions: await balance(PLATFORM_ACCOUNT.promotions),
    redemption: await balance(PLATFORM_ACCOUNT.redemption),
    revenue: await balance(PLATFORM_ACCOUNT.revenue),
  };
}

describe("a stolen card, a colluding organization and a chargeback", () => {
  it("leaves the platform's loss on the books as the fraudster's debt, and the ledger sound", async () => {
    const admin = await signedIn("admin");
    const fraudster = await signedIn("user");
    const accomplice = await signedIn("org");
    const org = await db().organizationProfile.findUniqueOrThrow({
      where: { userId: accomplice.user.id },
    });
    const before = await platform();

    // 1. ₹2,000 with the stolen card: the 2,000-coin package, 300 bonus on top.
    const topUp = await paidTopUp(fraudster, 2000);
    expect(topUp).toMatchObject({ coins: 2000, bonus: 300 });
    expect(await walletBalance(fraudster.user.id)).toBe(2300);

    // 2. All of it on the accomplice's service, delivered and completed at once.
    const service = await createService({ organizationId: org.id, price: 2300 });
    const booked = await book(fraudster, service.id);
    expect(booked.status).toBe(201);
    await db().$transaction(async (tx) => {
      const locked = await lockBooking(tx, booked.body.data!.id);
      await completeLocked(tx, { booking: locked!, now: new Date(), completion: "accepted" });
    });
    const completed = await db().booking.findUniqueOrThrow({ where: { id: booked.body.data!.id } });
    const net = 2300 - completed.commissionCoins;
    const earnings = await db().ledgerAccount.findUniqueOrThrow({
      where: { kind_userId: { kind: "org_earnings", userId: accomplice.user.id } },
    });
    expect(Number(earnings.balance)).toBe(net);

    // 3. The accomplice converts every earned coin to money, paid out.
    await db().$transaction(async (tx) => {
      const request = await tx.conversionRequest.create({
        data: {
          organizationId: org.id,
          amount: net,
          currency: "INR",
          payoutMinor: net * 100,
          status: "paid",
          paidAt: new Date(),
        },
      });
      await holdForConversion(tx, {
        request,
        organizationUserId: accomplice.user.id,
        actor: SYSTEM_ACTOR,
      });
      await redeemConversion(tx, { request, actor: SYSTEM_ACTOR });
    });
    const paidOut = await platform();
    expect(paidOut.redemption - before.redemption).toBe(net);

    // 4. The card's owner disputes the payment, and the bank decides for them.
    const disputeId = newDisputeId();
    expect((await sendDispute("created", topUp, { disputeId })).body.data?.handled).toBe(
      "chargeback_opened",
    );
    expect((await chargebackRow(disputeId)).heldCoins).toBe(0);
    expect((await sendDispute("lost", topUp, { disputeId })).body.data?.handled).toBe(
      "chargeback_lost",
    );

    // Nothing was left to take back: all of it is the fraudster's debt.
    expect(await walletBalance(fraudster.user.id)).toBe(0);
    expect(await debtOf(fraudster.user.id)).toBe(2300);
    expect(await chargebackRow(disputeId)).toMatchObject({ status: "lost", debtCoins: 2300 });
    const after = await platform();
    // Issuance and promotions no longer count the coins as paid for or given...
    expect(after.issuance - before.issuance).toBe(0);
    expect(after.promotions - before.promotions).toBe(0);
    // ...while the money paid out and the commission stay: exactly what the debt stands for.
    expect(after.redemption - before.redemption).toBe(net);
    expect(after.revenue - before.revenue).toBe(completed.commissionCoins);
    expect(net + completed.commissionCoins).toBe(2300);
    // The ledger explains it (afterEach checks every invariant): more was redeemed than is paid
    // for now, and value_backed holds only because the fraudster's wallet owes the rest.
    expect(before).toEqual({ issuance: 0, promotions: 0, redemption: 0, revenue: 0 });
    const paidFor = -after.issuance;
    expect(after.redemption).toBeGreaterThan(paidFor);
    expect(after.redemption).toBeLessThanOrEqual(paidFor + (await debtOf(fraudster.user.id)));

    // The admin sees the loss.
    const overview = await call<PaymentsOverview>(
      overviewRoute,
      "/api/v1/admin/payments/overview",
      {
        bearer: admin.token,
      },
    );
    expect(overview.status).toBe(200);
    const data = overview.body.data!;
    expect(data.chargebacks.owedCoins).toBeGreaterThanOrEqual(2300);
    expect(
      data.chargebacks.items.find((item) => item.providerDisputeId === disputeId),
    ).toMatchObject({
      status: "lost",
      heldCoins: 0,
      debtCoins: 2300,
      payerDebtCoins: 2300,
      payer: { id: fraudster.user.id },
      order: { id: topUp.id, coins: 2300 },
    });
    expect(data.ledger.ok).toBe(true);
    expect(
      data.ledger.totals.find((total) => total.kind === "wallet_debt")?.balance,
    ).toBeLessThanOrEqual(-2300);

    // The fraudster's next purchase only pays the debt down.
    await paidTopUp(fraudster, 100);
    expect(await walletBalance(fraudster.user.id)).toBe(0);
    expect(await debtOf(fraudster.user.id)).toBe(2200);
  });
});
