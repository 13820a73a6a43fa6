// Pages are reads: rendering one never moves money. React renders them, so they cannot run in
// the API's read-only scope (read-only.ts); instead no page, layout or other rendered file under
// app/ may load the ledger's writer at all, through any chain of imports. The API's route files
// are left out: their GET handlers run in the read-only scope, their writes need the writer.
import { describe, expect, it } from "vitest";
import { filesUnder, importChain } from "@/test/support/import-graph";

const WRITER = "lib/server/ledger/transfer.ts";

/** What Next.js renders for a GET of a page: pages, layouts and their siblings, not routes. */
const rendered = filesUnder(
  "app",
  (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== "route.ts",
).filter((file) => !file.startsWith("app/api/"));

describe("pages move no money", () => {
  it("finds the pages", () => {
    expect(rendered.filter((file) => file.endsWith("/page.tsx")).length).toBeGreaterThan(30);
  });

  it("no rendered file can reach the ledger's writer", () => {
    const reaching = rendered.flatMap((file) => {
      const chain = importChain(file, WRITER);
      return chain ? [chain.join(" -> ")] : [];
    });
    expect(reaching).toEqual([]);
  }, 30_000);

  it("sees a chain when there is one (a booking's route reaches the writer)", () => {
    expect(importChain("app/api/v1/services/[id]/book/route.ts", WRITER)).toEqual([
      "app/api/v1/services/[id]/book/route.ts",
      "lib/server/bookings/create-booking.ts",
      "lib/server/ledger/transfer.ts",
    ]);
  });
});
