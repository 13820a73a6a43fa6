// The end of a flow that went through: what happened, the page moving on, and a link to go now.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SuccessPanel } from "./success-panel";

describe("SuccessPanel", () => {
  it("is a section named by its title, saying where the page goes and linking there", () => {
    const html = renderToStaticMarkup(
      <SuccessPanel
        id="done-title"
        icon={<svg aria-hidden="true" />}
        title="Payment Successful"
        going="Redirecting to your dashboard..."
        href="/dashboard/user"
        goLabel="Go to dashboard now"
      >
        <p>You paid.</p>
      </SuccessPanel>,
    );
    expect(html).toMatch(/<section aria-labelledby="done-title"/);
    expect(html).toMatch(/<h2 id="done-title"[^>]*>Payment Successful<\/h2>/);
    expect(html).toMatch(/<a[^>]*href="\/dashboard\/user"[^>]*>Go to dashboard now<\/a>/);
    expect(html).toContain("Redirecting to your dashboard...");
    expect(html).toContain("<p>You paid.</p>");
  });
});
