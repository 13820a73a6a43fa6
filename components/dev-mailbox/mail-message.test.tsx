// The development mailbox dates each mail as the rest of the app dates things: in the viewer's
// zone, named, not in UTC whatever the viewer's clock says.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MAIL_SUPPRESSED } from "@/lib/mail/mail-types";
import { markupText } from "@/test/support/markup-text";
import { MailMessage } from "./mail-message";

const mail = {
  id: "mail_1",
  to: "user@demo.test",
  subject: "Verify your Coinmarket email",
  text: "Verify your email: http://localhost:3000/verify-email?token=abc",
  html: null,
  kind: "verify_email",
  suppressed: false,
  createdAt: "2026-11-21T06:22:00.000Z",
};

describe("MailMessage", () => {
  it("dates the mail in the viewer's zone, as the app does", () => {
    const india = markupText(
      renderToStaticMarkup(
        <MailMessage mail={mail} dateStyle={{ locale: "en-IN", timeZone: "Asia/Kolkata" }} />,
      ),
    );
    expect(india).toContain("21 Nov 2026, 11:52 am IST");
    expect(india).not.toContain("UTC");
    const newYork = markupText(
      renderToStaticMarkup(
        <MailMessage mail={mail} dateStyle={{ locale: "en-US", timeZone: "America/New_York" }} />,
      ),
    );
    expect(newYork).toContain("Nov 21, 2026, 1:22 AM EST");
  });

  it("marks a mail its recipient turned off as not sent", () => {
    const style = { locale: "en-IN", timeZone: "Asia/Kolkata" };
    const kept = (suppressed: boolean) =>
      markupText(
        renderToStaticMarkup(<MailMessage mail={{ ...mail, suppressed }} dateStyle={style} />),
      );
    expect(kept(true)).toContain(MAIL_SUPPRESSED);
    expect(kept(false)).not.toContain(MAIL_SUPPRESSED);
  });
});
