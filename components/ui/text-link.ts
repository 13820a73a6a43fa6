import { cn } from "@/lib/utils";

/**
 * A link in a line of text or under a form ("Sign up", "Forgot password?", "See statistics"):
 * primary, underlined on hover, and at least 24 px tall so a finger can hit it on a phone (WCAG
 * 2.2, 2.5.8 Target Size (Minimum)); its words stay on the line's baseline. Link-styled buttons
 * get the same height from Button's `link` variant.
 */
export function textLinkClass(className?: string): string {
  return cn(
    "inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline-offset-4 hover:underline",
    className,
  );
}
