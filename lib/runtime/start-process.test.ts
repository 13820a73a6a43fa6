// The start process lives as long as the server, passing stop signals on: it loads no database
// code. Migrating and seeding (the schema engine, PGlite, Prisma: a few hundred MB it would keep)
// run in a process of their own that ends before the server starts (prepare-database-main.ts).
import { describe, expect, it } from "vitest";
import { importChain } from "@/test/support/import-graph";

describe("the start process (scripts/start.ts)", () => {
  it("reaches neither the database preparation nor the database client", () => {
    expect(importChain("scripts/start.ts", "lib/runtime/prepare-database.ts")).toBeNull();
    expect(importChain("scripts/start.ts", "lib/server/db/connection.ts")).toBeNull();
  });

  it("leaves them to the database step's own entry", () => {
    expect(
      importChain("lib/runtime/prepare-database-main.ts", "lib/server/db/connection.ts"),
    ).not.toBeNull();
  });
});
