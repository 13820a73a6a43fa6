// A thread's grouped mail: one message or several in its subject, each quoted with its author
// (made safe for mail) and time, a long one cut, only the newest ten quoted, and the thread's link.
import { describe, expect, it } from "vitest";
import { bookingMessagesEmail } from "./message-emails";

const AT = new Date("2026-12-04T20:00:00Z");
const mail = {
  to: "org@example.test",
  reference: "CM-7K3F9Q2A",
  serviceTitle: "Logo design",
  url: "https://coins.example/dashboard/org?thread=b1",
};

function message(body: string, minutes = 0) {
  return {
    authorName: "Asha Rao",
    body,
    files: 0,
    createdAt: new Date(AT.getTime() + minutes * 60_000),
  };
}

describe("bookingMessagesEmail", () => {
  it("names one message, its author and time, and links the thread", () => {
    const sent = bookingMessagesEmail({
      ...mail,
      messages: [{ ...message("What is the logo for?"), files: 2 }],
    });
    expect(sent.kind).toBe("booking_messages");
    expect(sent.subject).toBe('New message about CM-7K3F9Q2A "Logo design"');
    expect(sent.text).toContain("You have 1 unread message about the booking CM-7K3F9Q2A");
    expect(sent.text).toContain(
      "Asha Rao, 5 Dec 2026, 1:30 am IST (2 files):\nWhat is the logo for?",
    );
    expect(sent.text).toContain(`Read and reply: ${mail.url}`);
    expect(sent.html).toContain("What is the logo for?");
  });

  it("quotes the newest ten of many, cuts a long one, and keeps names mail-safe", () => {
    const many = Array.from({ length: 12 }, (_, n) => message(`Message ${n + 1}`, n));
    const long = { ...message("x".repeat(800), 20), authorName: "Visit evil.com now" };
    const sent = bookingMessagesEmail({ ...mail, messages: [...many, long] });
    expect(sent.subject).toBe('New messages about CM-7K3F9Q2A "Logo design"');
    expect(sent.text).toContain("You have 13 unread messages");
    expect(sent.text).toContain("(3 earlier in the thread)");
    expect(sent.text).not.toContain("Message 3\n");
    expect(sent.text).toContain("Message 4");
    expect(sent.text).toContain(`${"x".repeat(499)}…`);
    expect(sent.text).not.toContain("x".repeat(500));
    expect(sent.text).not.toContain("evil.com");
  });
});
