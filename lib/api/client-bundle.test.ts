// What the browser loads up front (scripts/tools/client-imports.ts): the typed client and the
// screens' plain values bring no schema library, and forms load theirs when first used
// (components/auth/lazy-schema.ts), so zod is in no page's first load. A screen that imports a
// constant from a module holding schemas fails this test: the constant belongs in the module's
// `-values` sibling; a form that imports its schema rather than loading it fails it too.
import { describe, expect, it } from "vitest";
import { clientImportersOf, clientModuleChains } from "@/scripts/tools/client-imports";

/**
 * The modules allowed to bring zod to the browser's first load, each with the reason it must:
 * none, since every form loads its schema on demand (lazyZodResolver, lazySchema).
 */
const FORM_SCHEMAS: Record<string, string> = {};

describe("the browser's first load", () => {
  const chains = clientModuleChains();

  it("holds the typed client and every generated endpoint, none of which brings zod", () => {
    expect(chains.has("lib/api/client.ts")).toBe(true);
    const zodChains = [...clientImportersOf("zod", chains).values()];
    for (const chain of zodChains) {
      expect(
        chain.filter((module) => module.startsWith("lib/api/")),
        chain.join(" -> "),
      ).toEqual([]);
    }
  });

  it("brings zod to no page up front: forms load their schema when first used", () => {
    const importers = clientImportersOf("zod", chains);
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

  it("holds no Radix dialog or select: they load on first use (lazy-dialog.tsx, option-select.tsx)", () => {
    const primitives = [
      "components/ui/dialog.tsx",
      "components/ui/alert-dialog.tsx",
      "components/ui/select.tsx",
    ];
    for (const primitive of primitives) {
      expect(chains.get(primitive)?.join(" -> ") ?? null, primitive).toBeNull();
    }
    expect([...clientImportersOf("@hookform/resolvers", chains).values()]).toEqual([]);
  });
});

describe("the sign-in, sign-up and conversion pages' first load", () => {
  // The three pages and the layouts around them. Walked here, as the whole app's chains are
  // above, rather than in the test: the walk takes seconds on a busy machine.
  const isRoute = (file: string) =>
    [
      "app/(auth)/login/page.tsx",
      "app/(auth)/signup/page.tsx",
      "app/(org)/org/convert/page.tsx",
      "app/layout.tsx",
      "app/(auth)/layout.tsx",
      "app/(org)/layout.tsx",
    ].includes(file);
  const chains = clientModuleChains(isRoute);
  const importers = [...clientImportersOf("react-hook-form", chains).values()];

  it("brings react-hook-form to neither sign-in form nor the conversion form: usePlainForm", () => {
    for (const form of [
      "components/auth/login-form.tsx",
      "components/auth/signup-form.tsx",
      "components/conversions/conversion-form.tsx",
    ]) {
      expect(chains.has(form), form).toBe(true);
    }
    expect(importers.map((chain) => chain.join(" -> "))).toEqual([]);
  });
});

describe("My Bookings', the organization dashboard's and the admin's conversions' first load", () => {
  const isRoute = (file: string) =>
    [
      "app/(user)/bookings/page.tsx",
      "app/(org)/dashboard/org/page.tsx",
      "app/(admin)/admin/conversions/page.tsx",
      "app/layout.tsx",
      "app/(user)/layout.tsx",
      "app/(org)/layout.tsx",
      "app/(admin)/layout.tsx",
    ].includes(file);
  const chains = clientModuleChains(isRoute);

  it("draws the checkboxes natively: no Radix checkbox", () => {
    expect(chains.has("components/ui/checkbox.tsx")).toBe(true);
    expect(clientImportersOf("radix-ui", chains).get("components/ui/checkbox.tsx")).toBeUndefined();
  });

  it("loads what a click opens after the page: dialogs, the customer's actions, the earnings table", () => {
    // The screens themselves are there; what their buttons open is not.
    for (const screen of [
      "components/admin/conversions/pending-queue.tsx",
      "components/bookings/booking-protection.tsx",
      "components/org-bookings/booking-row.tsx",
      "components/org-dashboard/earnings-card.tsx",
    ]) {
      expect(chains.has(screen), screen).toBe(true);
    }
    for (const later of [
      "components/admin/conversions/decision-dialog.tsx",
      "components/bookings/cancel-booking-dialog.tsx",
      "components/bookings/cancel-booking.ts",
      "components/bookings/customer-actions.tsx",
      "components/data/confirm-action.tsx",
      "components/org-dashboard/earnings-table.tsx",
    ]) {
      expect(chains.get(later)?.join(" -> ") ?? null, later).toBeNull();
    }
  });

  it("brings no booking's words: the server draws the rows' lines, the browser loads them later", () => {
    for (const words of [
      "components/bookings/booking-lines.ts",
      "components/bookings/booking-text.ts",
      "components/bookings/dispute-text.ts",
      "components/bookings/protection-text.ts",
      "components/bookings/booking-list-states.tsx",
    ]) {
      expect(chains.get(words)?.join(" -> ") ?? null, words).toBeNull();
    }
  });
});
