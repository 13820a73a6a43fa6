// The admin's Chargebacks card: open disputes with their evidence deadline (urgent when close or
// passed), a lost one with what the wallet owes, and what its emptiness means.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminChargeback } from "@/lib/schemas/admin-payments";
import { markupText } from "@/test/support/markup-text";
import { ChargebacksCard } from "./chargebacks-card";

const dateStyle = { locale: "en-IN", timeZone: "Asia/Kolkata" };
const NOW = Date.parse("2026-11-28T10:00:00Z");

function chargeback(overrides: Partial<AdminChargeback>): AdminChargeback {
  return {
    id: "cb1",
    providerDisputeId: "disp_1",
    status: "open",
    phase: "pre_arbitration",
    reasonCode: "fraudulent",
    respondBy: "2026-12-05T10:00:00.000Z",
    amount: 500,
    amountMinor: 50_000,
    currency: "INR",
    order: { id: "o1", providerOrderId: "order_1", providerPaymentId: "pay_1", coins: 525 },
    payer: { id: "u1", name: "Pia Payer", email: "pia@example.test" },
    heldCoins: 125,
    debtCoins: 0,
    payerDebtCoins: 0,
    createdAt: "2026-11-27T10:00:00.000Z",
    decidedAt: null,
    ...overrides,
  };
}

const render = (items: AdminChargeback[], open = items.length, owedCoins = 0) =>
  renderToStaticMarkup(
    <ChargebacksCard chargebacks={{ open, owedCoins, items }} dateStyle={dateStyle} now={NOW} />,
  );

describe("ChargebacksCard", () => {
  it("lists an open dispute with its deadline, the coins held and what to do", () => {
    const text = markupText(render([chargeback({})]));
    expect(text).toContain("1 card dispute is open: answer each by its deadline.");
    expect(text).toContain("Pia Payer pia@example.test Open");
    expect(text).toContain("Evidence due");
    expect(text).toContain("₹500 disputed of a top-up of 525 coins · opened 27 Nov 2026");
    expect(text).toContain("pre arbitration");
    expect(text).toContain("Held 125 coins");
    expect(text).toContain("Send the evidence");
    expect(render([chargeback({})])).not.toContain("text-destructive");
  });

  it("marks a deadline under two days away, or passed, as urgent", () => {
    const soon = render([chargeback({ respondBy: "2026-11-29T10:00:00.000Z" })]);
    expect(soon).toContain("text-sm font-medium text-destructive");
    const passed = markupText(render([chargeback({ respondBy: "2026-11-27T10:00:00.000Z" })]));
    expect(passed).toContain("(passed)");
  });

  it("shows a lost dispute's debt and what the wallet owes now", () => {
    const text = markupText(
      render(
        [
          chargeback({
            status: "lost",
            debtCoins: 400,
            payerDebtCoins: 300,
            decidedAt: new Date(NOW).toISOString(),
          }),
        ],
        0,
        300,
      ),
    );
    expect(text).toContain(
      "No card dispute is waiting for the bank's decision. Wallets owe 300 coins after lost ones.",
    );
    expect(text).toContain("Lost");
    expect(text).toContain("Debt 400 coins (the wallet owes 300 coins now)");
    expect(text).not.toContain("Evidence due");
    expect(text).toContain("repaid first from its next top-ups");
  });

  it("says there are none instead of an empty list", () => {
    const html = render([]);
    expect(html).not.toContain("<ul");
    expect(markupText(html)).toContain("No chargebacks");
  });
});
