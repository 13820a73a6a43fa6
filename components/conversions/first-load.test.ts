// What /org/convert brings to the browser up front (scripts/tools/client-imports.ts): the notes
// that follow from the page's data alone (frozen conversions, no second factor, not verified yet)
// are drawn by the server page, so their code and words stay on the server.
import { describe, expect, it } from "vitest";
import { clientModuleChains } from "@/scripts/tools/client-imports";

const ROUTES = ["app/(org)/org/convert/page.tsx", "app/(org)/layout.tsx", "app/layout.tsx"];

describe("/org/convert's first load", () => {
  const chains = clientModuleChains((file) => ROUTES.includes(file));

  it("holds the screen, and none of the notes the server draws", () => {
    expect(chains.has("components/conversions/convert-screen.tsx")).toBe(true);
    for (const note of [
      "components/conversions/conversions-frozen-banner.tsx",
      "components/conversions/second-factor-needed-note.tsx",
      "components/conversions/verification-needed.tsx",
    ]) {
      expect(chains.get(note)?.join(" -> ") ?? null, note).toBeNull();
    }
  });
});
