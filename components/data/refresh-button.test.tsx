// A button that reads something again: its icon while idle, the spinner and a wait while busy.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markupText } from "@/test/support/markup-text";
import { RefreshButton, ReloadButton } from "./refresh-button";

const noop = () => undefined;

describe("ReloadButton", () => {
  it("shows its icon, hidden from screen readers, beside its words", () => {
    const html = renderToStaticMarkup(
      <ReloadButton busy={false} onReload={noop}>
        Re-check
      </ReloadButton>,
    );
    expect(html).toMatch(/^<button[^>]*type="button"/);
    expect(html).toMatch(
      /<svg[^>]*lucide-refresh-cw[^>]*aria-hidden="true"|<svg[^>]*aria-hidden="true"[^>]*lucide-refresh-cw/,
    );
    expect(html).not.toContain("aria-busy");
    expect(markupText(html)).toBe("Re-check");
  });

  it("is busy and waits while it reads again, the icon gone", () => {
    const html = renderToStaticMarkup(
      <ReloadButton busy onReload={noop}>
        Checking...
      </ReloadButton>,
    );
    expect(html).toMatch(/aria-busy="true"/);
    expect(html).toMatch(/disabled=""/);
    expect(html).not.toContain("lucide-refresh-cw");
  });
});

describe("RefreshButton", () => {
  it("says Refresh and waits while its list first loads", () => {
    const html = renderToStaticMarkup(
      <RefreshButton list={{ isRefreshing: false, isLoading: true, reload: async () => null }} />,
    );
    expect(html).toMatch(/disabled=""/);
    expect(markupText(html)).toBe("Refresh");
  });
});
