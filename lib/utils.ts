import { clsx, type ClassValue } from "clsx";
import { overriddenClasses } from "./class-overrides";

/**
 * Joins class names. It does not resolve Tailwind conflicts: no caller may pass two classes that
 * set the same thing (`h-9` and `h-8`), since which one wins would then depend on the stylesheet's
 * order, not on the call. Resolving them took tailwind-merge, 8.6 KiB of every page's first-load
 * JavaScript; outside production builds every call is checked instead, and a conflict throws
 * with the classes it names.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (process.env.NODE_ENV !== "production") {
    const overridden = overriddenClasses(classes);
    if (overridden.length > 0) {
      throw new Error(
        `Conflicting classes in "${classes}": ${overridden.join(", ")} would be overridden. ` +
          "Pass one class for each property (choose it with a condition or a variant).",
      );
    }
  }
  return classes;
}
