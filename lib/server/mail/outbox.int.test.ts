// Without SMTP_URL the outbox keeps every mail and lists it in the server log: account mails in
// full (their link is how an operator without mail verifies an account or resets a password),
// every other notice as one line, all of one dispatch in one write.
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/server/db/client";
import { dispatchMail, enqueueMail } from "./outbox";
import {
  bookingConfirmedEmail,
  bookingReceivedOrgEmail,
  passwordResetEmail,
  verificationEmail,
} from "./templates";
import { SAMPLE_BOOKING } from "@/test/integration/sample-mails";

const RESET_URL = "http://localhost:3000/reset-password?token=reset-token-1234";
const VERIFY_URL = "http://localhost:3000/verify-email?token=verify-token-5678";
afterEach(() => {
  vi.restoreAllMocks();
});

async function queue(messages: Parameters<typeof enqueueMail>[1][]) {
  return db().$transaction((tx) =>
    Promise.all(messages.map((message) => enqueueMail(tx, message))),
  );
}

describe("mail without an SMTP server", () => {
  it("prints account mails with their links and one line per other notice, in one write", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const queued = await queue([
      verificationEmail("new@example.test", "New Person", VERIFY_URL),
      passwordResetEmail("old@example.test", "Old Person", RESET_URL),
      bookingConfirmedEmail("buyer@example.test", SAMPLE_BOOKING),
      bookingReceivedOrgEmail("seller@example.test", SAMPLE_BOOKING),
    ]);

    await dispatchMail(queued);

    expect(log).toHaveBeenCalledTimes(1);
    const printed = String(log.mock.calls[0]![0]);
    expect(printed).toContain(VERIFY_URL);
    expect(printed).toContain(RESET_URL);
    expect(printed).toContain("To: new@example.test");
    expect(printed).toContain(
      "[mail] no SMTP_URL set; kept in the outbox: booking_confirmed to buyer@example.test: Booking confirmed: Logo design (BK-1234)",
    );
    expect(printed).toContain(
      "[mail] no SMTP_URL set; kept in the outbox: booking_received to seller@example.test: New booking: Logo design (BK-1234)",
    );
    // The notices' bodies stay in the outbox, not in the log.
    expect(printed).not.toContain("You can cancel within 24 hours");
    const ids = queued.map((mail) => mail.id);
    expect(await db().mailOutbox.count({ where: { id: { in: ids }, status: "pending" } })).toBe(4);
  });

  it("prints nothing for an empty dispatch", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await dispatchMail([]);
    expect(log).not.toHaveBeenCalled();
  });
});
