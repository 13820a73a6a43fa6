import { describe, expect, it } from "vitest";
import { badgeText, bellName } from "./bell-words";
import { unsubscribeQuestion, unsubscribedText } from "./notification-messages";

describe("the bell's badge and name", () => {
  it("draws no badge at 0, the count up to 99, then 99+", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(12_345)).toBe("99+");
  });

  it("says the unread count in the name, whole (the badge stops at 99+)", () => {
    expect(bellName(0)).toBe("Notifications");
    expect(bellName(3)).toBe("Notifications, 3 unread");
    expect(bellName(1_250)).toBe("Notifications, 1,250 unread");
  });
});

describe("the unsubscribe page's words", () => {
  it("names the topic as the mail's footer does", () => {
    expect(unsubscribeQuestion("bookings")).toBe("Stop mails about bookings?");
    expect(unsubscribeQuestion("admin_queues")).toBe("Stop mails about admin queues?");
    expect(unsubscribedText({ topic: "reviews", email: "a***@example.com" })).toBe(
      "You will no longer get mails about reviews at a***@example.com.",
    );
  });
});
