import { twMerge } from "tailwind-merge";

/**
 * The classes of a class list that a later class of the same list overrides, by Tailwind's
 * conflict rules as tailwind-merge knows them (`p-2` by `px-4` for the left and right padding,
 * `text-sm` by `text-base`). Repeating a class is no conflict. Only development builds and tests
 * load this: production joins class lists as they are (`cn` in lib/utils.ts).
 */
export function overriddenClasses(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(" "));
  const overridden = classes.split(" ").filter((name) => name !== "" && !kept.has(name));
  return [...new Set(overridden)];
}
