import { describe, expect, it } from "vitest";
import { booking, DELIVERY, dispute, INDIA } from "./booking-fixtures";
import {
  acceptanceDays,
  acceptEffect,
  bookingHeadline,
  cancelledLine,
  cancelRequestLine,
  completedLine,
  dueLine,
  escrowUntilLine,
} from "./protection-text";

const TIME = String.raw`\d{1,2}:\d\d\s?[ap]m IST`;

describe("the customer's protection, while a booking waits", () => {
  it("says when an active booking is due and that every coin comes back if it is not delivered", () => {
    expect(dueLine(booking(), INDIA)).toMatch(
      new RegExp(
        `^Due by 28 Nov 2026, 11:52\\s?am IST: if it is not delivered by then, every coin comes back to you$`,
        "i",
      ),
    );
    expect(bookingHeadline(booking(), INDIA)).toBe(dueLine(booking(), INDIA));
  });

  it("prints the due date in the viewer's zone", () => {
    const utc = { locale: "en-US", timeZone: "UTC" };
    expect(dueLine(booking(), utc)).toMatch(/^Due by Nov 28, 2026, 6:22\s?AM UTC:/);
  });

  it("keeps a delivery's coins in escrow until it is accepted or its window ends", () => {
    expect(escrowUntilLine(DELIVERY, INDIA)).toMatch(
      new RegExp(
        `^Your coins stay in escrow until you accept the delivery, or until 28 Nov 2026, ${TIME}, when it completes by itself\\.$`,
      ),
    );
    expect(bookingHeadline(booking({ status: "delivered", delivery: DELIVERY }), INDIA)).toBe(
      escrowUntilLine(DELIVERY, INDIA),
    );
    expect(acceptEffect(booking())).toBe("180 coins go from escrow to BrightPath Digital.");
  });

  it("tells where a request to cancel stands", () => {
    const request = {
      requestedAt: "2026-11-23T06:22:00.000Z",
      reason: "Plans changed.",
      declinedAt: null,
      declineReason: null,
    };
    expect(cancelRequestLine(booking(), INDIA)).toBeNull();
    expect(cancelRequestLine(booking({ cancelRequest: request }), INDIA)).toMatch(
      /^You asked to cancel on 23 Nov 2026, .*\. Waiting for BrightPath Digital to answer; if it does not deliver by the due date, every coin comes back to you\.$/,
    );
    const declined = {
      ...request,
      declinedAt: "2026-11-24T06:22:00.000Z",
      declineReason: "Half done.",
    };
    expect(cancelRequestLine(booking({ cancelRequest: declined }), INDIA)).toMatch(
      /^BrightPath Digital declined your request to cancel on 24 Nov 2026, /,
    );
  });

  it("says a dispute's state as the headline of a disputed booking", () => {
    const disputed = booking({ status: "disputed", delivery: DELIVERY, dispute: dispute() });
    expect(bookingHeadline(disputed, INDIA)).toMatch(/^You reported a problem on 26 Nov 2026/);
  });
});

describe("how a booking ended, as its customer reads it", () => {
  const completed = booking({
    status: "completed",
    delivery: DELIVERY,
    completedAt: "2026-11-28T06:22:00.000Z",
  });

  it("names an acceptance, with the coins gone to the organization", () => {
    expect(completedLine({ ...completed, completion: "accepted" }, INDIA)).toMatch(
      /^Completed: you accepted the delivery on 28 Nov 2026, .*\. 180 coins went to BrightPath Digital\.$/,
    );
  });

  it("counts the days of the acceptance window when it completed by itself", () => {
    expect(acceptanceDays(DELIVERY)).toBe(3);
    expect(completedLine({ ...completed, completion: "acceptance_window" }, INDIA)).toMatch(
      /^Completed automatically 3 days after delivery on 28 Nov 2026, /,
    );
    const oneDay = { ...DELIVERY, acceptBy: "2026-11-26T06:22:00.000Z" };
    expect(
      completedLine({ ...completed, delivery: oneDay, completion: "acceptance_window" }, INDIA),
    ).toMatch(/^Completed automatically 1 day after delivery/);
  });

  it("says what a dispute gave back", () => {
    expect(completedLine({ ...completed, completion: "dispute", refundedCoins: 60 }, INDIA)).toBe(
      "Completed after a dispute: 60 coins came back to you.",
    );
    expect(completedLine({ ...completed, completion: "dispute" }, INDIA)).toBe(
      "Completed after a dispute: the coins went to BrightPath Digital.",
    );
    expect(completedLine(booking(), INDIA)).toBeNull();
  });

  it("gives why the coins of a cancelled booking came back", () => {
    const cancelled = booking({
      status: "cancelled",
      cancelledAt: "2026-11-28T06:22:00.000Z",
    });
    expect(cancelledLine({ ...cancelled, refundReason: "not_delivered" }, INDIA)).toMatch(
      /^Not delivered by 28 Nov 2026, 11:52\s?am IST: every coin came back to you\.$/i,
    );
    expect(cancelledLine({ ...cancelled, refundReason: "cancel_request" }, INDIA)).toMatch(
      /^Cancelled at your request on 28 Nov 2026, .*: every coin came back to you\.$/,
    );
    expect(cancelledLine({ ...cancelled, refundReason: "dispute" }, INDIA)).toMatch(
      /^Refunded after a dispute on /,
    );
    expect(cancelledLine({ ...cancelled, cancelledBy: "user" }, INDIA)).toMatch(
      /^Cancelled by you on 28 Nov 2026, .*: every coin came back to you\.$/,
    );
    expect(cancelledLine({ ...cancelled, cancelledBy: "org" }, INDIA)).toMatch(
      /^Cancelled by the organization on /,
    );
  });

  it("never says a booking expires", () => {
    const lines = [
      dueLine(booking(), INDIA),
      escrowUntilLine(DELIVERY, INDIA),
      completedLine({ ...booking(), status: "completed", completion: "acceptance_window" }, INDIA),
    ];
    for (const line of lines) expect(line).not.toMatch(/expir/i);
  });
});
