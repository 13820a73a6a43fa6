import { describe, expect, it } from "vitest";
import { describeActivity, type ActivityFacts } from "./activity-summary";

const facts = (action: string, more: Partial<ActivityFacts> = {}): ActivityFacts => ({
  action,
  actor: "Asha Rao",
  subject: null,
  amount: null,
  reason: null,
  ...more,
});

describe("the activity list's words for audit entries", () => {
  it.for([
    ["user.signup", {}, "user_signup", "Asha Rao signed up"],
    [
      "service.create",
      { subject: "Logo design" },
      "service_created",
      "Asha Rao created the service “Logo design”",
    ],
    [
      "conversion.requested",
      { amount: 250 },
      "conversion_request",
      "Asha Rao asked to convert 250 coins",
    ],
    [
      "ledger.booking",
      { subject: "Logo design", amount: 90 },
      "service_booked",
      "Asha Rao booked “Logo design” for 90 coins",
    ],
    ["ledger.topup", { amount: 1 }, "top_up", "Asha Rao added 1 coin to a wallet"],
    [
      "conversion.rejected",
      { amount: 100, reason: "Administrative decision" },
      "conversion_rejected",
      "Asha Rao rejected a conversion of 100 coins: Administrative decision",
    ],
    [
      "user.suspend",
      { subject: "Ben", reason: "Spam" },
      "user_suspended",
      "Asha Rao suspended Ben: Spam",
    ],
    [
      "service.approved",
      { subject: "Logo design" },
      "service_approved",
      "Asha Rao approved “Logo design”",
    ],
    [
      "service.change_changes_requested",
      { subject: "Logo design" },
      "service_change_changes_requested",
      "Asha Rao asked for changes to a change of “Logo design”",
    ],
    ["payment.refund_requested", {}, "refund", "Asha Rao refunded a top-up"],
    [
      "ledger.booking_commission",
      { subject: "Logo design", amount: 14 },
      "commission",
      "Commission of 14 coins kept on a booking of “Logo design”",
    ],
    ["ledger.topup_bonus", { amount: 25 }, "top_up_bonus", "Bonus of 25 coins given with a top-up"],
    ["settings.updated", {}, "settings_updated", "Asha Rao changed the fees and rates"],
  ] as const)("%s is %s", ([action, more, type, summary]) => {
    expect(describeActivity(facts(action, more))).toEqual({ type, summary });
  });

  it("names the platform itself when nobody acted", () => {
    expect(describeActivity(facts("ledger.booking_complete", { actor: null, amount: 5 }))).toEqual({
      type: "booking_completed",
      summary: "System completed a booking of a service: 5 coins earned",
    });
  });

  it("reads an action it does not know as its own words", () => {
    expect(describeActivity(facts("organization.profile.update"))).toEqual({
      type: "organization_profile_update",
      summary: "Asha Rao: organization profile update",
    });
  });
});
