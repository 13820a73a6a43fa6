// What the catalogue dialog tells a customer the organization will ask at booking.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WILL_ASK } from "@/components/bookings/brief-answers";
import { ServiceQuestions } from "./service-questions";

describe("ServiceQuestions", () => {
  it("lists each question with how it is answered and whether it must be", () => {
    const html = renderToStaticMarkup(
      <ServiceQuestions
        questions={[
          { id: "q1", prompt: "What is the logo for?", required: true, kind: "text" },
          { id: "q2", prompt: "Your current logo, if any", required: false, kind: "file" },
        ]}
      />,
    );
    expect(html).toContain(WILL_ASK);
    expect(html).toMatch(/What is the logo for\?.*\(required\)/);
    expect(html).toMatch(/Your current logo, if any.*\(a file, optional\)/);
  });

  it("shows nothing for a service that asks nothing", () => {
    expect(renderToStaticMarkup(<ServiceQuestions questions={[]} />)).toBe("");
  });
});
