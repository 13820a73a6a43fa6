// The admin's dispute screens as the server renders them: a queue row (its link, facts and state),
// the case file of an open dispute (both sides, the delivery, the decision form) and of a resolved
// one (how it ended, each side's coins), the decision form's choices, and the summary's figures.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DateStyle } from "@/lib/format/date-time";
import type { AdminDispute, AdminDisputeDetail } from "@/lib/schemas/disputes";
import { dispute } from "@/components/bookings/booking-fixtures";
import { DecisionForm } from "./decision-form";
import { DisputeCaseFile } from "./dispute-case-file";
import { DisputeRow } from "./dispute-row";
import { DisputeSummaryCards } from "./dispute-summary-cards";

const STYLE: DateStyle = { locale: "en-US", timeZone: "UTC" };
const AT = "2026-12-01T10:00:00.000Z";

const row: AdminDispute = {
  id: "d1",
  bookingId: "b1",
  bookingReference: "CM-7K3F9Q2A",
  serviceTitle: "Logo design",
  organization: { id: "o1", name: "Acme Studio" },
  customer: { id: "u1", name: "Priya" },
  totalAmount: 100,
  reason: "not_as_described",
  status: "awaiting_admin",
  offerCoins: 20,
  createdAt: AT,
  respondBy: null,
  escalatedAt: AT,
  outcome: null,
  refundCoins: null,
  resolvedAt: null,
};

function detail(overrides: Partial<AdminDisputeDetail["dispute"]> = {}): AdminDisputeDetail {
  return {
    dispute: dispute({
      status: "awaiting_admin",
      reason: "quality",
      statement: "Two colours, not five.",
      files: ["/uploads/" + "a".repeat(32) + ".pdf"],
      createdAt: AT,
      respondBy: null,
      orgStatement: "All five are in the second file.",
      orgRespondedAt: AT,
      offerCoins: 20,
      offeredAt: AT,
      escalatedAt: AT,
      ...overrides,
    }),
    booking: {
      id: "b1",
      reference: "CM-7K3F9Q2A",
      status: overrides.status === "resolved" ? "completed" : "disputed",
      totalAmount: 100,
      commissionBps: 1500,
      commissionCoins: 15,
      createdAt: AT,
      dueAt: AT,
      delivery: { deliveredAt: AT, message: "Files attached.", files: [], acceptBy: AT },
      cancelRequest: null,
    },
    service: {
      id: "s1",
      title: "Logo design",
      description: "A logo in five colours.",
      category: "design",
      duration: "2 weeks",
    },
    customer: {
      id: "u1",
      name: "Priya",
      email: "priya@example.test",
      history: { disputes: 3, lost: 2, split: 1 },
    },
    organization: {
      id: "o1",
      name: "Acme Studio",
      email: "acme@example.test",
      history: { disputes: 0, lost: 0, split: 0 },
    },
    decidedBy: overrides.status === "resolved" ? "Ada Admin" : null,
  };
}

describe("the dispute queue's row", () => {
  it("links to the case file and names what it is about", () => {
    const html = renderToStaticMarkup(
      <ul>
        <DisputeRow dispute={row} dateStyle={STYLE} />
      </ul>,
    );
    expect(html).toContain('href="/admin/disputes/d1"');
    expect(html).toContain("Awaiting admin");
    expect(html).toContain("Not as described");
    expect(html).toContain("100 coins");
    expect(html).toContain("20 coins");
  });
});

describe("the case file", () => {
  it("shows both sides, the delivery and each side's history, with the decision form", () => {
    const open = detail();
    const html = renderToStaticMarkup(
      <DisputeCaseFile
        detail={open}
        dateStyle={STYLE}
        decision={<DecisionForm detail={open} onSettled={() => {}} />}
      />,
    );
    for (const text of [
      "Two colours, not five.",
      "All five are in the second file.",
      "Files attached.",
      "Offered 20 coins back; not accepted yet.",
      "3 other disputes: 2 lost, 1 split",
      "No other disputes",
      "Review decision",
      "Release to the organization",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("says how a resolved dispute ended and what each side got", () => {
    const html = renderToStaticMarkup(
      <DisputeCaseFile
        detail={detail({
          status: "resolved",
          outcome: "split",
          refundCoins: 40,
          resolvedBy: "admin",
          decisionNote: "Half was missing.",
          resolvedAt: AT,
        })}
        dateStyle={STYLE}
        decision={<p>Review decision</p>}
      />,
    );
    expect(html).not.toContain("Review decision");
    expect(html).toContain("Half was missing.");
    expect(html).toContain("Ada Admin");
    // 40 back; 60 the organization's part: 15% of it is 9, it keeps 51.
    expect(html).toMatch(/share-customer[^>]*>40 coins/);
    expect(html).toMatch(/share-organization[^>]*>51 coins/);
    expect(html).toMatch(/share-commission[^>]*>9 coins/);
  });
});

describe("the decision form", () => {
  it("offers release, refund and split as radios; no split of a 1-coin booking", () => {
    const html = renderToStaticMarkup(<DecisionForm detail={detail()} onSettled={() => {}} />);
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    const tiny = detail();
    tiny.booking.totalAmount = 1;
    const small = renderToStaticMarkup(<DecisionForm detail={tiny} onSettled={() => {}} />);
    expect(small).toMatch(/value="split"[^>]*disabled|disabled[^>]*value="split"/);
  });
});

describe("the summary", () => {
  it("counts the disputes to decide and those waiting for a side", () => {
    const html = renderToStaticMarkup(
      <DisputeSummaryCards
        summary={{
          awaitingAdmin: 2,
          awaitingOrganization: 1,
          awaitingCustomer: 3,
          resolved: 7,
          open: 6,
          coinsInDispute: 450,
        }}
      />,
    );
    expect(html).toContain("To Decide");
    expect(html).toContain("1 organization and 3 customers to answer");
    expect(html).toContain("Held by 6 open disputes; 7 disputes resolved");
  });
});
