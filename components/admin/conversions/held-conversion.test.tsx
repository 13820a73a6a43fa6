// A pending request on hold (its payout details changed shortly before it), as the admin's queue
// shows it: "On hold until …" in the viewer's zone, Approve disabled and saying why, and a bulk
// approval's sentence naming the requests it left on hold or frozen.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminConversion } from "@/lib/schemas/admin-conversions";
import { markupText } from "@/test/support/markup-text";
import { AdminConversionRow } from "./admin-conversion-row";
import { bulkOutcomeText } from "./pending-queue";

const pending: AdminConversion = {
  id: "c1",
  orgName: "Lotus Weddings",
  orgId: "o1",
  currency: "INR",
  amount: 500,
  feeCoins: 10,
  netCoins: 490,
  rate: "1.00",
  payoutMinor: 49_000,
  convertedAmount: 490,
  status: "pending",
  dateRequested: "2026-11-28T10:00:00.000Z",
  dateProcessed: null,
  reason: null,
  processedBy: null,
  payoutMethod: "upi",
  payoutMasked: "UPI as••••@okaxis",
  payoutProvider: null,
  payoutId: null,
  heldUntil: null,
  payoutReference: null,
  paidAt: null,
  failedAt: null,
  failureReason: null,
};

const row = (conversion: AdminConversion) =>
  renderToStaticMarkup(
    <AdminConversionRow
      conversion={conversion}
      dateStyle={{ locale: "en-IN", timeZone: "Asia/Kolkata" }}
      selection={{ checked: false, onChange: () => undefined }}
      onDecide={() => undefined}
      onPayout={() => undefined}
      onSettlePayout={() => undefined}
    />,
  );

/** The Approve button's opening tag. */
const approveButton = (html: string) =>
  html.match(/<button([^>]*)>(?:(?!<\/button>).)*Approve<span/)?.[1] ?? "";

describe("a request on hold", () => {
  it("says until when in the viewer's zone, and cannot be approved until then", () => {
    const html = row({ ...pending, heldUntil: "2026-11-29T10:00:00.000Z" });
    expect(markupText(html)).toContain("On hold until 29 Nov 2026, 3:30 pm IST");
    expect(approveButton(html)).toContain(' disabled=""');
    expect(approveButton(html)).toContain('aria-describedby="on-hold-c1"');
  });

  it("is not said of a request that is not held", () => {
    const html = row(pending);
    expect(markupText(html)).not.toContain("On hold");
    expect(approveButton(html)).toContain('type="button"');
    expect(approveButton(html)).not.toContain(' disabled=""');
  });
});

describe("a bulk approval's sentence", () => {
  it("names the requests left on hold and those of a frozen organization", () => {
    expect(
      bulkOutcomeText({
        results: [
          { id: "a", outcome: "approved" },
          { id: "b", outcome: "held" },
          { id: "c", outcome: "held" },
          { id: "d", outcome: "frozen" },
        ],
        approved: 1,
      }),
    ).toBe("1 approved; 2 are on hold; 1 is of an organization whose conversions are frozen.");
  });
});
