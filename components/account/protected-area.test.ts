// Every page of a role's area checks the role itself: the area's layout lets an account of
// another role through to the page, whose requireAccess answers 403 (components/account/
// protected-area.tsx), so a page without that check would show its content to anyone signed in.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROLE_AREAS = ["(admin)", "(org)", "(user)"];

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

describe("the pages of a role's area", () => {
  const pages = ROLE_AREAS.flatMap((area) => pagesUnder(path.join(process.cwd(), "app", area)));

  it("are found", () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each(pages.map((page) => [path.relative(process.cwd(), page), page]))(
    "%s asks requireAccess first",
    (_name, page) => {
      expect(readFileSync(page, "utf8")).toMatch(/await requireAccess\("area\.(admin|org|user)"\)/);
    },
  );

  it.each(ROLE_AREAS)("%s draws Access Denied for forbidden()", (area) => {
    const file = readFileSync(path.join(process.cwd(), "app", area, "forbidden.tsx"), "utf8");
    expect(file).toContain("<AccessDenied />");
  });
});
