// The brief on a booking, as both sides read it: each question as asked, its answer as typed
// (never HTML), a file as a link that opens it.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BookingAnswer } from "@/lib/bookings/booking-types";
import { BookingBrief } from "./booking-brief";

const ANSWERS: BookingAnswer[] = [
  {
    questionId: "q_purpose",
    prompt: "What is the logo for?",
    kind: "text",
    text: "A bakery\n<b>called Crumb</b>",
    file: null,
  },
  {
    questionId: "q_logo",
    prompt: "Your current logo, if any",
    kind: "file",
    text: null,
    file: "/uploads/attachments/old-logo.pdf",
  },
];

describe("BookingBrief", () => {
  it("lists each question with its answer, as typed", () => {
    const html = renderToStaticMarkup(<BookingBrief answers={ANSWERS} />);
    expect(html).toContain("Brief");
    expect(html).toContain("2 answers");
    expect(html).toContain("What is the logo for?");
    expect(html).toContain("A bakery\n&lt;b&gt;called Crumb&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });

  it("links a file answer to open it", () => {
    const html = renderToStaticMarkup(<BookingBrief answers={ANSWERS} />);
    expect(html).toContain("Your current logo, if any");
    expect(html).toContain('href="/uploads/attachments/old-logo.pdf"');
  });

  it("folds on one line until opened, and shows nothing without answers", () => {
    expect(renderToStaticMarkup(<BookingBrief answers={ANSWERS} />)).toMatch(
      /^<details(?![^>]*open)/,
    );
    expect(renderToStaticMarkup(<BookingBrief answers={[]} />)).toBe("");
  });
});
