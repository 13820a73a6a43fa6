// Every mail kind has its topic (MailMessage.kind is typed by the table, so a new kind does not
// compile until it is placed); only account and security mails have none, and so are always sent.
import { describe, expect, it } from "vitest";
import { MAIL_TOPICS, mailTopic, type MailKind } from "./mail-topics";

describe("the topics of mails", () => {
  it("leaves only the account and security mails without a topic", () => {
    const security = (Object.keys(MAIL_TOPICS) as MailKind[]).filter(
      (kind) => mailTopic(kind) === null,
    );
    expect(security.sort()).toEqual(
      [
        "new_sign_in",
        "payout_details_changed",
        "reset_password",
        "second_factor_reset",
        "signup_existing_account",
        "verify_email",
      ].sort(),
    );
  });

  it("files each other mail under the topic a person turns off", () => {
    expect(mailTopic("booking_confirmed")).toBe("bookings");
    expect(mailTopic("booking_digest_org")).toBe("bookings");
    expect(mailTopic("dispute_offer_org")).toBe("disputes");
    expect(mailTopic("booking_messages")).toBe("messages");
    expect(mailTopic("conversion_paid")).toBe("conversions");
    expect(mailTopic("service_change_rejected")).toBe("services");
    expect(mailTopic("chargeback_lost")).toBe("payments");
  });
});
