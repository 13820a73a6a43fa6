// Every look a primitive offers is one class per property: `cn` no longer resolves conflicts
// (lib/utils.ts), so a variant that repeated its base's property would draw by the stylesheet's
// order instead of by the variant.
import type { VariantProps } from "class-variance-authority";
import { describe, expect, it } from "vitest";
import { overriddenClasses } from "@/lib/class-overrides";
import { badgeVariants } from "./badge";
import { buttonVariants } from "./button";

type Options<T> = Record<NonNullable<T> & string, true>;
type ButtonOptions = VariantProps<typeof buttonVariants>;
type BadgeOptions = VariantProps<typeof badgeVariants>;

// Records, so a variant added to the primitive and not here fails to compile.
const BUTTON_VARIANTS = {
  default: true,
  destructive: true,
  outline: true,
  secondary: true,
  ghost: true,
  link: true,
  coin: true,
  "on-brand": true,
  "outline-on-brand": true,
} satisfies Options<ButtonOptions["variant"]>;
const BUTTON_SIZES = {
  default: true,
  xs: true,
  sm: true,
  "sm-fine": true,
  compact: true,
  lg: true,
  field: true,
  xl: true,
  icon: true,
  "icon-xs": true,
  "icon-sm": true,
  "icon-lg": true,
  inline: true,
  "sm-auto": true,
  "sm-flush": true,
} satisfies Options<ButtonOptions["size"]>;
const BUTTON_TONES = { default: true, destructive: true } satisfies Options<ButtonOptions["tone"]>;
const BADGE_VARIANTS = {
  default: true,
  secondary: true,
  overlay: true,
  destructive: true,
  outline: true,
  "outline-muted": true,
  success: true,
  warning: true,
  coin: true,
} satisfies Options<BadgeOptions["variant"]>;

const keys = <T extends object>(options: T) => Object.keys(options) as (keyof T)[];

describe("a button's classes", () => {
  it("set each property once, in every variant, tone, size and weight", () => {
    const conflicts: string[] = [];
    for (const variant of keys(BUTTON_VARIANTS))
      for (const tone of keys(BUTTON_TONES))
        for (const size of keys(BUTTON_SIZES))
          for (const strong of [false, true]) {
            const overridden = overriddenClasses(buttonVariants({ variant, tone, size, strong }));
            if (overridden.length > 0) conflicts.push(`${variant}/${tone}/${size}: ${overridden}`);
          }
    expect(conflicts).toEqual([]);
  });

  it("colour an outline or ghost button's words red at rest and under the pointer in the destructive tone", () => {
    const classes = buttonVariants({ variant: "ghost", tone: "destructive" }).split(" ");
    expect(classes).toEqual(expect.arrayContaining(["text-destructive", "hover:text-destructive"]));
    expect(classes).not.toContain("hover:text-accent-foreground");
  });
});

describe("a badge's classes", () => {
  it("set each property once, in every variant, wrapping or not", () => {
    const conflicts: string[] = [];
    for (const variant of keys(BADGE_VARIANTS))
      for (const wrap of [false, true]) {
        const overridden = overriddenClasses(badgeVariants({ variant, wrap }));
        if (overridden.length > 0) conflicts.push(`${variant}/${wrap}: ${overridden}`);
      }
    expect(conflicts).toEqual([]);
  });
});
