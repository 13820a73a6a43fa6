import { describe, expect, it } from "vitest";
import { overriddenClasses } from "./class-overrides";
import { cn } from "./utils";

describe("cn", () => {
  it("joins class names as clsx does, leaving out what is false or empty", () => {
    expect(cn("flex", false, undefined, null, "", ["gap-2", { "p-4": true, "m-2": false }])).toBe(
      "flex gap-2 p-4",
    );
  });

  it("keeps classes that refine another rather than replace it", () => {
    // A side's padding after both sides', a hover colour beside the resting one.
    expect(cn("px-3", "pl-7", "bg-card", "hover:bg-accent")).toBe(
      "px-3 pl-7 bg-card hover:bg-accent",
    );
  });

  it("refuses two classes that set the same thing, naming the one that would lose", () => {
    expect(() => cn("h-9 px-4", "h-8")).toThrow(
      'Conflicting classes in "h-9 px-4 h-8": h-9 would be overridden.',
    );
    expect(() => cn("text-sm text-muted-foreground", "text-base")).toThrow(/text-sm would be/);
  });
});

describe("overriddenClasses", () => {
  it("names every class a later one overrides, once", () => {
    expect(overriddenClasses("p-2 rounded-md p-4 rounded-lg p-6")).toEqual([
      "p-2",
      "rounded-md",
      "p-4",
    ]);
  });

  it("finds nothing in a list without conflicts, or one that repeats a class", () => {
    expect(overriddenClasses("flex items-center gap-2 md:gap-4")).toEqual([]);
    expect(overriddenClasses("size-8 shrink-0 size-8")).toEqual([]);
  });

  it("counts a font size as setting the line height a leading class set before it", () => {
    // Tailwind's text-lg carries its own line height: "leading-none text-lg" is a conflict.
    expect(overriddenClasses("leading-none font-semibold text-lg")).toEqual(["leading-none"]);
  });
});
