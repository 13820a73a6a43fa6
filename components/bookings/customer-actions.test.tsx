// The customer's buttons on a booking's protection panel: drawn at once, disabled, while their
// dialogs' code loads after the page (lazy-customer-actions.tsx), then as the panel's own
// (customer-actions.tsx). Both must draw the same buttons, in the same order, for every state a
// booking can be in, or the panel would change under a person's finger once the code is in.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BookingView } from "@/lib/bookings/booking-types";
import { markupText } from "@/test/support/markup-text";
import { booking, DELIVERY, dispute } from "./booking-fixtures";
import { customerActionsFor } from "./customer-action-button";
import { CustomerActions } from "./customer-actions";
import { LazyCustomerActions } from "./lazy-customer-actions";

const SHAPES: [string, BookingView, string[]][] = [
  [
    "active, within the free 24 hours",
    booking({ cancellableUntil: "2026-11-22T06:22:00.000Z" }),
    [],
  ],
  ["active, past the free 24 hours", booking(), ["Ask to cancel"]],
  [
    "active, asked to cancel",
    booking({
      cancelRequest: {
        reason: "Plans changed",
        requestedAt: "2026-11-23T06:22:00.000Z",
        declinedAt: null,
        declineReason: null,
      },
    }),
    [],
  ],
  [
    "active, its request to cancel declined",
    booking({
      cancelRequest: {
        reason: "Plans changed",
        requestedAt: "2026-11-23T06:22:00.000Z",
        declinedAt: "2026-11-24T06:22:00.000Z",
        declineReason: "Work has started",
      },
    }),
    ["Report a problem"],
  ],
  [
    "delivered",
    booking({ status: "delivered", delivery: DELIVERY }),
    ["Accept", "Report a problem"],
  ],
  [
    "disputed, waiting for the organization",
    booking({ status: "disputed", delivery: DELIVERY, dispute: dispute() }),
    ["Withdraw and accept the delivery"],
  ],
  [
    "disputed, an offer waiting for the customer",
    booking({
      status: "disputed",
      dispute: dispute({ status: "awaiting_customer", offerCoins: 60 }),
    }),
    ["Accept offer", "Ask an admin to decide", "Withdraw the dispute"],
  ],
  [
    "disputed, an admin deciding with an offer standing",
    booking({ status: "disputed", dispute: dispute({ status: "awaiting_admin", offerCoins: 60 }) }),
    ["Accept offer", "Withdraw the dispute"],
  ],
  [
    "disputed, an admin deciding without an offer",
    booking({ status: "disputed", dispute: dispute({ status: "awaiting_admin" }) }),
    ["Withdraw the dispute"],
  ],
  ["completed", booking({ status: "completed", completion: "accepted" }), []],
  ["cancelled", booking({ status: "cancelled", cancelledBy: "user" }), []],
];

/** The buttons' words in `html`, and whether each is disabled. */
function buttons(html: string): { label: string; disabled: boolean }[] {
  return [...html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/g)].map(([, attributes, body]) => ({
    label: markupText(body ?? ""),
    disabled: /\sdisabled=""/.test(attributes ?? ""),
  }));
}

describe("the customer's buttons on a booking", () => {
  const props = (shown: BookingView) => ({
    booking: shown,
    titleId: "row-title",
    onChanged: () => undefined,
  });

  it.each(SHAPES)(
    "%s: the panel's buttons, and the same ones while they load",
    (_, shown, labels) => {
      expect(customerActionsFor(shown).length).toBe(labels.length);
      const panel = buttons(renderToStaticMarkup(<CustomerActions {...props(shown)} />));
      expect(panel).toEqual(labels.map((label) => ({ label, disabled: false })));
      // The server render and hydration draw the placeholder: every button there, disabled.
      const loading = buttons(renderToStaticMarkup(<LazyCustomerActions {...props(shown)} />));
      expect(loading).toEqual(labels.map((label) => ({ label, disabled: true })));
    },
  );
});
