// One entry of a booking's thread as rendered: text as typed (never HTML), its author, its time
// in the viewer's zone, and its files.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ThreadEntryView } from "@/lib/schemas/booking-messages";
import { ThreadEntry } from "./thread-entry";

const INDIA = { locale: "en-IN", timeZone: "Asia/Kolkata" };

const MESSAGE: ThreadEntryView = {
  id: "m1",
  kind: "message",
  side: "organization",
  authorName: "BrightPath Digital",
  body: "Line one\n<b>not bold</b>",
  files: ["/uploads/attachments/guide.pdf"],
  createdAt: "2026-11-29T02:00:00.000Z",
};

describe("ThreadEntry", () => {
  it("shows the text as typed, escaped, with its line breaks kept", () => {
    const html = renderToStaticMarkup(
      <ThreadEntry entry={MESSAGE} placement="other" label={null} named dateStyle={INDIA} />,
    );
    expect(html).toContain("Line one\n&lt;b&gt;not bold&lt;/b&gt;");
    expect(html).not.toContain("<b>");
    expect(html).toContain("whitespace-pre-wrap");
  });

  it("names the author, dates it in the viewer's zone and links its PDF", () => {
    const html = renderToStaticMarkup(
      <ThreadEntry entry={MESSAGE} placement="other" label={null} named dateStyle={INDIA} />,
    );
    expect(html).toContain("BrightPath Digital");
    expect(html).toMatch(/29 Nov 2026, 7:30\s?am IST/i);
    expect(html).toContain('href="/uploads/attachments/guide.pdf"');
  });

  it("labels a booking's step", () => {
    const html = renderToStaticMarkup(
      <ThreadEntry
        entry={{ ...MESSAGE, kind: "delivery", files: [] }}
        placement="step"
        label="Delivery"
        named
        dateStyle={INDIA}
      />,
    );
    expect(html).toContain('data-placement="step"');
    expect(html).toContain(">Delivery<");
  });
});
