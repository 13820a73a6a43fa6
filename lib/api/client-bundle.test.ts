// What the browser loads up front (scripts/tools/client-imports.ts): the typed client and the
// screens' plain values bring no schema library; zod reaches the browser only with the forms
// that validate with it, each named here. A screen that imports a constant from a module
// holding schemas fails this test: the constant belongs in the module's `-values` sibling.
import { describe, expect, it } from "vitest";
import { clientImportersOf, clientModuleChains } from "@/scripts/tools/client-imports";

/** The modules that bring zod to the browser, each for a form that checks input with it. */
const FORM_SCHEMAS: Record<string, string> = {
  "lib/validations/auth.ts": "sign-up, password reset, profile and password forms",
  "lib/conversions/conversion-form.ts": "the Convert Coins form",
  "lib/validations/conversions.ts": "the payout details form",
  "lib/validations/common.ts": "pieces of the payout details form's schema",
  "lib/validations/org-services.ts": "the service form",
  "lib/validations/organization-profile.ts": "the organization profile form",
  "lib/validations/platform-settings-form.ts": "the admin's settings form",
  "lib/validations/platform-settings.ts": "pieces of the settings form's schema",
  "lib/validations/admin-users.ts":
    "the suspension reason and verification note, checked before sending",
  "lib/validations/cursor.ts": "pieces of the admin users schemas",
};

describe("the browser's first load", () => {
  const chains = clientModuleChains();

  it("holds the typed client and every generated endpoint, none of which brings zod", () => {
    expect(chains.has("lib/api/client.ts")).toBe(true);
    const zodChains = [...clientImportersOf("zod").values()];
    for (const chain of zodChains) {
      expect(
        chain.filter((module) => module.startsWith("lib/api/")),
        chain.join(" -> "),
      ).toEqual([]);
    }
  });

  it("brings zod only with the forms that validate with it", () => {
    const importers = clientImportersOf("zod");
    const unexpected = [...importers]
      .filter(([module]) => !(module in FORM_SCHEMAS))
      .map(([, chain]) => chain.join(" -> "));
    expect(unexpected).toEqual([]);
    // A form that stopped bringing zod leaves the list too.
    expect([...importers.keys()].sort()).toEqual(Object.keys(FORM_SCHEMAS).sort());
  });

  it("follows value imports only: type-only imports and lazy import() are not loaded up front", () => {
    // lib/api/client.ts imports its envelope and error types with `import type`.
    expect(chains.has("lib/api/envelope.ts")).toBe(false);
    // The toasts' container is imported lazily (components/site/lazy-toaster.tsx).
    expect(chains.has("components/ui/sonner.tsx")).toBe(false);
  });
});
