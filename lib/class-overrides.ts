import { twMerge } from "tailwind-merge";

/**
 * The classes of a class list that a later class of the same list overrides, by Tailwind's
 * conflict rules as tailwind-merge knows them (`px-4` by a later `p-2`, which sets every side,
 * `text-sm` by `text-base`). Repeating a class is no conflict. Only development builds and tests
 * load this: production joins class lists as they are (`cn` in lib/utils.ts).
 */
export function overriddenClasses(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(" "));
  const overridden = classes.split(" ").filter((name) => name !== "" && !kept.has(name));
  return [...new Set(overridden)];
}
